/*---
section: I.4.2.1
clause: cudaarch.signature
description: A __global__ function template whose signature depends on __CUDA_ARCH__.
verdict: ndr
---*/
#ifdef __CUDA_ARCH__
typedef unsigned int index_t;
#else
typedef unsigned long long index_t;
#endif

template <typename T>
__global__ void fill(T *out, index_t n, T v)  // expect-error
{
  for (index_t i = threadIdx.x; i < n; i += blockDim.x) out[i] = v;
}

template __global__ void fill<float>(float *, index_t, float);
