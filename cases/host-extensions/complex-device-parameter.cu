/*---
section: I.4.1
clause: hostext.complex-host-only
description: A __device__ function with a _Complex parameter is rejected.
verdict: error
---*/
__device__ float real_part(_Complex float z)  // expect-error
{
  return __real__ z;
}
