/*---
section: I.4.20.5
clause: hostvar.constexpr-no-reference-or-address
description: "A __host__ __device__ function used on the device cannot bind a reference to a host constexpr variable."
verdict: error
---*/
constexpr int xxx = 10;
__host__ __device__ int f() {
  const int &r = xxx; // expect-error
  return r;
}
__global__ void k(int *out) { *out = f(); }
