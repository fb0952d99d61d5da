/*---
section: I.4.20.1
clause: lambda.closure-global-template-arg
description: "A lambda defined in a __global__ function may provide a __global__ template argument."
verdict: ok
flags: ["-rdc=true"]
requires:
  rdc: true
note: "The launch from a __global__ function needs dynamic parallelism, hence -rdc=true."
---*/
template <typename T>
__global__ void foo(T in) { };

template <typename T>
struct S1_t { };

__global__ void bar(void) {
  auto temp1 = [] { };
  foo<<<1,1>>>(temp1);
}
