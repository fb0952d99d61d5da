/*---
section: I.4.5.1
clause: operator.shared-no-initializer
description: A __shared__ declaration with a brace list on a __shared__ array is rejected.
verdict: error
---*/
__global__ void kern(int *out)
{
  __shared__ int a[2] = {1, 2};  // expect-error
  *out = a[threadIdx.x % 2];
}
