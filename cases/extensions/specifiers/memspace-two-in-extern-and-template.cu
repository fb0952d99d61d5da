/*---
section: "B.2.1"
clause: extensions.memspace-at-most-one
description: "Two memory space specifiers besides __device__ on an extern declaration and on a variable template must be rejected."
verdict: error
std: c++17
---*/
extern __constant__ __managed__ int limits[4]; // expect-error

template <typename T> __shared__ __managed__ T slot; // expect-error

__global__ void k(int *out) { *out = slot<int>; }
