/*---
section: I.4.3.1
clause: memspace.no-device-automatic
description: A __device__ automatic variable in a nested block of a kernel is rejected.
verdict: error
---*/
__global__ void kern(int *out)
{
  if (threadIdx.x == 0) {
    __device__ int tmp;  // expect-error
    *out = tmp;
  }
}
