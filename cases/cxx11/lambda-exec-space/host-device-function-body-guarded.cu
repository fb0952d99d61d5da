/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A __host__ __device__ lambda may call one-sided functions under __CUDA_ARCH__ guards."
verdict: ok
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
__host__ __device__ int f3(void) {
  auto l3 = [] {
#ifdef __CUDA_ARCH__
    return devfn();
#else
    return hostfn();
#endif
  };      // __host__ __device__
  return l3();
}
__global__ void k(int *out) { *out = f3(); }
int h() { return f3(); }
