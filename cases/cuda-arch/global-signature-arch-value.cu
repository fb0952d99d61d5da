/*---
section: I.4.2.1
clause: cudaarch.signature
description: "A __global__ function whose parameter type depends on the value of __CUDA_ARCH__ (0 in host #if arithmetic, 900 for sm_90)."
verdict: ndr
---*/
#if __CUDA_ARCH__ >= 900
typedef double real;
#else
typedef float real;
#endif

__global__ void axpy(real a, real *x, real *y)  // expect-error
{
  y[threadIdx.x] += a * x[threadIdx.x];
}
