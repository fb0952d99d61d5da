/*---
section: I.4.2.1
clause: cudaarch.global-template-instantiation-unlaunched
description: "An explicit instantiation of a __global__ template present only when __CUDA_ARCH__ is defined, never launched: the instantiations differ between the device and host programs"
verdict: ndr
phase: link
note: "The CUDA 13 guide requires the same instantiations in every program irrespective of whether any is launched; the 11.x and 12.x text covered launched instantiations only (cudaarch.global-template-instantiation), under which this program is valid."
---*/
template <typename T>
__global__ void scale(T *p) { *p *= 2; }

#ifdef __CUDA_ARCH__
template __global__ void scale<double>(double *); // expect-error
#endif

int main(void)
{
  scale<float><<<1, 1>>>(nullptr);
  cudaDeviceSynchronize();
  return 0;
}
