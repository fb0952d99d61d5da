/*---
section: I.4.3.1
clause: memspace.extern-separate-compilation
description: Extern __device__, __constant__ and __managed__ variables defined in another translation unit hold that unit's initial values at run time.
verdict: ok
phase: run
requires: {rdc: true}
tus: 2
run:
  stdout: "321 4000\n"
---*/
#include "cuconform.h"

#if CUCONFORM_TU == 1
extern __device__ int dev_value;
extern __constant__ int const_value;
extern __managed__ int man_value;

__global__ void kern(int *out)
{
  *out = dev_value + const_value + man_value;
  man_value = 4000;
}

int main(void)
{
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kern<<<1, 1>>>(d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%d %d\n", h, man_value);
  return 0;
}
#else
__device__ int dev_value = 1;
__constant__ int const_value = 20;
__managed__ int man_value = 300;
#endif
