/*---
section: I.4.5.1
clause: operator.shared-no-initializer
description: A __shared__ declaration with an initializer on a static __shared__ variable in a __device__ function is rejected.
verdict: error
---*/
__device__ int f(void)
{
  static __shared__ int s = 3;  // expect-error
  return s;
}
