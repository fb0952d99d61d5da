/*---
section: I.4.2.1
clause: cudaarch.signature
description: A __global__ function with a different number of parameters when __CUDA_ARCH__ is defined.
verdict: ndr
---*/
#ifdef __CUDA_ARCH__
__global__ void kern(int *out, int extra) { *out = extra; }
#else
__global__ void kern(int *out) { }  // expect-error
#endif
