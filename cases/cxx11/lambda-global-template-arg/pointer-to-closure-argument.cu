/*---
section: I.4.20.1
clause: lambda.closure-global-template-arg
description: "A pointer to a host lambda's closure type as a __global__ template argument still uses the closure type."
verdict: error
note: "The template argument is `closure *`; the closure type is used in it."
---*/
template <typename T>
__global__ void foo(T in) { };

template <typename T>
struct S1_t { };

void bar(void) {
  auto temp1 = [] { };
  foo<<<1,1>>>(&temp1); // expect-error
}
