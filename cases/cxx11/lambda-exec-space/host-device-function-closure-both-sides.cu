/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A lambda in a __host__ __device__ function is __host__ __device__ and may be called on both sides."
verdict: ok
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
__host__ __device__ int hdfn() { return 3; }
__host__ __device__ int f3(void) {
  auto l3 = [] { return hdfn(); };      // __host__ __device__
  return l3();
}
__global__ void k(int *out) { *out = f3(); }
int h() { return f3(); }
