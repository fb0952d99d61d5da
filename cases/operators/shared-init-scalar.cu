/*---
section: I.4.5.1
clause: operator.shared-no-initializer
description: A __shared__ declaration with = 0 on a block-scope __shared__ int is rejected.
verdict: error
---*/
__global__ void kern(int *out)
{
  __shared__ int s = 0;  // expect-error
  *out = s;
}
