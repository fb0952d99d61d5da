/*---
section: I.4.4
clause: pointer.device-var-address-device-only
description: A __device__ pointer variable initialized with the address of another __device__ variable is used by a kernel.
verdict: ok
phase: run
run:
  stdout: "11\n"
note: The address is taken in a __device__ variable's initializer, which is device code.
---*/
#include "cuconform.h"

__device__ int target = 11;
__device__ int *ptr = &target;

__global__ void kern(int *out)
{
  *out = *ptr;
}

int main(void)
{
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kern<<<1, 1>>>(d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
