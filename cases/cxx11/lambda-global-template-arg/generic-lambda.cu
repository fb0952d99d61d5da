/*---
section: I.4.20.1
clause: lambda.closure-global-template-arg
description: "A generic host lambda's closure type as a __global__ template argument."
verdict: error
std: c++14
---*/
template <typename T>
__global__ void foo(T in) { };

template <typename T>
struct S1_t { };

void bar(void) {
  auto temp1 = [](auto) { };
  foo<<<1,1>>>(temp1); // expect-error
}
