/*---
section: I.1
clause: features.cxx11.deleted-functions-use
description: "A deleted double overload next to an int one; device code calls with an int, so the deleted overload is never selected"
verdict: ok
std: c++11
---*/
__device__ int half(int v) { return v / 2; }
__device__ int half(double) = delete;
__global__ void kern(int *p) { *p = half(*p); }
