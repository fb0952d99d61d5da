/*---
section: I.4.21.2
clause: vartemplate.windows-const
description: "A const-qualified __device__ variable template used with several types (non-Microsoft host compiler)."
verdict: ok
std: c++14
---*/
template <typename T>
__device__ const T d1(2);
__global__ void k(int *a, float *b, double *c) { *a = d1<int>; *b = d1<float>; *c = d1<double>; }
