/*---
section: I.4.2.1
clause: cudaarch.global-template-instantiation
description: "The guide's example: kern<int> is instantiated only when __CUDA_ARCH__ is undefined and launched from the host."
verdict: ndr
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
  kern<<<1,1>>>(1);      // error: "kern<int>" instantiation only // expect-error
                         // when __CUDA_ARCH__ is undefined!
#endif
}

int main(void)
{
  foo();
  cudaDeviceSynchronize();
  return 0;
}
