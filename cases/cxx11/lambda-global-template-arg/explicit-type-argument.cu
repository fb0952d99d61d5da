/*---
section: I.4.20.1
clause: lambda.closure-global-template-arg
description: "A host lambda's closure type given explicitly as a __global__ template argument."
verdict: error
---*/
template <typename T>
__global__ void foo(T in) { };

template <typename T>
struct S1_t { };

void bar(void) {
  auto temp1 = [] { };
  foo<decltype(temp1)><<<1,1>>>(temp1); // expect-error
}
