/*---
section: I.4.2.1
clause: cudaarch.separate-header-consistency
description: An inline __device__ function in a shared header whose result depends on __CUDA_ARCH__, used by two objects built for one architecture, links.
verdict: ok
phase: link
requires: {rdc: true}
tus: 2
---*/
__device__ inline int arch_tag(void)
{
#if __CUDA_ARCH__ >= 900
  return 9;
#else
  return 0;
#endif
}

#if CUCONFORM_TU == 1
__device__ int other_tag(void);
__global__ void kern(int *out) { *out = arch_tag() * 10 + other_tag(); }
int main(void) { return 0; }
#else
__device__ int other_tag(void) { return arch_tag(); }
#endif
