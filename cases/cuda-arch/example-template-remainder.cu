/*---
section: I.4.2.1
clause: cudaarch.global-template-instantiation
description: The rest of the second __CUDA_ARCH__ example (the launch removed) is fine.
verdict: ok
phase: link
tags: [example]
---*/
__device__ int result;
template <typename T>
__global__ void kern(T in)
{
  result = in;
}

__host__ __device__ void foo(void)
{
#if !defined(__CUDA_ARCH__)
#endif
}

int main(void)
{
  foo();
  cudaDeviceSynchronize();
  return 0;
}
