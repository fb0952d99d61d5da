/*---
section: "I.4.2.1"
clause: cudaarch.global-template-instantiation-unlaunched
description: "A __global__ template specialization implicitly instantiated by taking its address only in code compiled when __CUDA_ARCH__ is defined, never launched: the device program instantiates it, the host program does not."
verdict: ndr
phase: link
note: "The address of a __global__ function in device code is taken only under __CUDA_ARCH__, so step<7> exists in the device program alone."
---*/
template <int N>
__global__ void step(int *p) { p[0] += N; }

__device__ void (*probe)(int *) = nullptr;

__global__ void setup(void)
{
#ifdef __CUDA_ARCH__
  probe = step<7>; // expect-error
#endif
}

int main(void)
{
  setup<<<1, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}
