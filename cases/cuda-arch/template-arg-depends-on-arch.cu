/*---
section: I.4.2.1
clause: cudaarch.global-template-instantiation
description: A kernel template launched from the host with a template argument that is a typedef differing between the host and device passes.
verdict: ndr
phase: link
note: The host pass instantiates scale<float>, the device pass scale<double>.
---*/
#ifdef __CUDA_ARCH__
typedef double elem_t;
#else
typedef float elem_t;
#endif

template <typename T>
__global__ void scale(T *p) { *p *= 2; }

int main(void)
{
  scale<elem_t><<<1, 1>>>(nullptr);  // expect-error
  cudaDeviceSynchronize();
  return 0;
}
