/*---
section: "I.4.2.1"
clause: cudaarch.global-template-instantiation
description: "A kernel template launched from the host with a non-type template argument computed from __CUDA_ARCH__: the host program and each device program instantiate different specializations."
verdict: ndr
phase: link
note: "The device program instantiates fill<__CUDA_ARCH__ / 10> (fill<75> for sm_75), the host program fill<16>; the rule on launched instantiations holds in every edition."
---*/
#ifdef __CUDA_ARCH__
#define TILE (__CUDA_ARCH__ / 10)
#else
#define TILE 16
#endif

template <int N>
__global__ void fill(int *p) { p[threadIdx.x % N] = N; }

int main(void)
{
  fill<TILE><<<1, 32>>>(nullptr); // expect-error
  cudaDeviceSynchronize();
  return 0;
}
