/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A lambda in a __global__ function is __device__; its body may call a __device__ function."
verdict: ok
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
__global__ void f5(int *out) {
  auto l5 = [] { return devfn(); };      // __device__
  *out = l5();
}
