/*---
section: I.4.3.2
clause: managed.no-device-local-without-linkage
description: An automatic __device__ __managed__ local in a kernel is rejected.
verdict: error
---*/
__global__ void kern(int *out)
{
  __device__ __managed__ int b = 0;  // expect-error
  *out = b;
}
