/*---
section: I.4.20.5
clause: hostvar.constexpr-scalar-value
description: "The value of a host constexpr variable may be used in a __host__ __device__ function on both sides."
verdict: ok
---*/
constexpr int xxx = 10;
__host__ __device__ int f() { return xxx + 1; }
__global__ void k(int *out) { *out = f(); }
int h() { return f(); }
