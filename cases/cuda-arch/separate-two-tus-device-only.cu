/*---
section: I.4.2.1
clause: cudaarch.separate-definition-presence
description: "Two translation units: the second defines an external __device__ function only when __CUDA_ARCH__ is defined; the first calls it."
verdict: ndr
phase: link
requires: {rdc: true}
tus: 2
---*/
__device__ int twice(int v);

#if CUCONFORM_TU == 1
__global__ void kern(int *out) { *out = twice(21); }
int main(void) { kern<<<1, 1>>>(nullptr); cudaDeviceSynchronize(); return 0; }
#else
#ifdef __CUDA_ARCH__
__device__ int twice(int v) { return 2 * v; }  // expect-error
#endif
#endif
