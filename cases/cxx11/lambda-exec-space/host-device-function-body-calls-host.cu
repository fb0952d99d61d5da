/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A lambda in a __host__ __device__ function is __host__ __device__; its body cannot call a __host__-only function when used on the device."
verdict: error
note: "The device side of the __host__ __device__ operator() is emitted (k calls f3) and would call a __host__ function."
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
__host__ __device__ int f3(void) {
  auto l3 = [] { return hostfn(); };      // __host__ __device__ // expect-error
  return l3();
}
__global__ void k(int *out) { *out = f3(); }
