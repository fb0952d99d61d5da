/*---
section: B.1.2
clause: extensions.host-device-calls-device
description: "A __device__ call that the host compilation does not see (under #ifdef __CUDA_ARCH__) is allowed in a __host__ __device__ function."
verdict: ok
---*/
__device__ int lane() { return threadIdx.x % 32; }
__host__ __device__ int slot(int base) {
#ifdef __CUDA_ARCH__
  return base + lane();
#else
  return base;
#endif
}
__global__ void k(int *out) { out[threadIdx.x] = slot(1); }
int on_host() { return slot(2); }
