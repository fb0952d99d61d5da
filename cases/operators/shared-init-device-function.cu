/*---
section: I.4.5.1
clause: operator.shared-no-initializer
description: A __shared__ declaration with an initializer on a __shared__ variable in a __device__ function is rejected.
verdict: error
---*/
__device__ int block_value(void)
{
  __shared__ int v = 5;  // expect-error
  return v;
}
