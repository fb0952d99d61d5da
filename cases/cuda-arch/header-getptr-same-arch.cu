/*---
section: I.4.2.1
clause: cudaarch.separate-header-consistency
description: "The guide's getptr<T>() header template depends on __CUDA_ARCH__; two objects that instantiate it, compiled for the same architecture, link and agree."
verdict: ok
phase: run
tags: [example]
requires: {rdc: true}
tus: 2
run:
  stdout: "1 1\n"
note: "The guide's a.cu/b.cu pair as two translation units, both compiled for sm_90 (the allowed side: same compute_arch)."
---*/
#include "cuconform.h"

// a.h
template<typename T>
__device__ T* getptr(void)
{
#if __CUDA_ARCH__ == 200
  return NULL; /* no address */
#else
  __shared__ T arr[256];
  return arr;
#endif
}

#if CUCONFORM_TU == 1
__device__ int from_b(void);

__global__ void kern(int *out)
{
  int *p = getptr<int>();
  out[0] = p != NULL;
  out[1] = from_b();
}

int main(void)
{
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
  kern<<<1, 1>>>(d);
  CC_SYNC();
  int h[2] = {0, 0};
  CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%d %d\n", h[0], h[1]);
  return 0;
}
#else
__device__ int from_b(void)
{
  return getptr<int>() != NULL;
}
#endif
