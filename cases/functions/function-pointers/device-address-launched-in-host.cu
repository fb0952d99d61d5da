/*---
section: I.4.9.5
clause: function.global-address-cross-side
description: "A __global__ function address taken in device code and handed to the host, which launches through it: undefined."
verdict: ub
phase: run
witness: {memcheck: api-error}
---*/
#include "cuconform.h"
__global__ void child(int *out) { *out = 15; }
typedef void (*kern_t)(int *);
__managed__ kern_t taken;
__global__ void take(void) { taken = child; }
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  *out = 0;
  take<<<1, 1>>>();
  CC_SYNC();
  void *args[] = {&out};
  cudaError_t e = cudaLaunchKernel((const void *)taken, dim3(1), dim3(1), args, 0, 0);
  cudaError_t s = cudaDeviceSynchronize();
  std::printf("%s %s %d\n", cudaGetErrorName(e), cudaGetErrorName(s), *out);
  return 0;
}
