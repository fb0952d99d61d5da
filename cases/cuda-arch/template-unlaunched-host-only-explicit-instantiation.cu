/*---
section: "I.4.2.1"
clause: cudaarch.global-template-instantiation-unlaunched
description: "An explicit instantiation of a __global__ template present only when __CUDA_ARCH__ is not defined, never launched: the host program has an instantiation the device program lacks."
verdict: ndr
phase: link
note: "Under the 11.x and 12.x text (launched instantiations only) this program is valid; the CUDA 13 guide requires the same instantiations in every program."
---*/
template <typename T>
__global__ void clear(T *p) { *p = T(); }

#ifndef __CUDA_ARCH__
template __global__ void clear<long>(long *); // expect-error
#endif

int main(void)
{
  clear<int><<<1, 1>>>(nullptr);
  cudaDeviceSynchronize();
  return 0;
}
