/*---
section: I.4.3.1
clause: memspace.extern-missing-definition
description: "nvlink finds the definitions of extern __device__, __constant__ and __managed__ variables in another translation unit: the link succeeds."
verdict: ok
phase: link
requires: {rdc: true}
tus: 2
---*/
#if CUCONFORM_TU == 1
extern __device__ int dev_value;
extern __constant__ int const_value;
extern __managed__ int man_value;

__global__ void kern(int *out)
{
  *out = dev_value + const_value + man_value;
}

int main(void)
{
  kern<<<1, 1>>>(nullptr);
  return 0;
}
#else
__device__ int dev_value = 1;
__constant__ int const_value = 20;
__managed__ int man_value = 300;
#endif
