/*---
section: I.4.20.1
clause: lambda.closure-global-template-arg
description: "A namespace-scope lambda (not defined in a __device__ or __global__ function) as a __global__ template argument."
verdict: error
---*/
template <typename T>
__global__ void foo(T in) { };

template <typename T>
struct S1_t { };

auto temp1 = [] { };
void bar(void) {
  foo<<<1,1>>>(temp1); // expect-error
}
