/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A lambda in a __global__ function is __device__; its body cannot call a __host__ function."
verdict: error
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
__global__ void f5(void) {
  auto l5 = [] { return hostfn(); };      // __device__ // expect-error
  l5();
}
