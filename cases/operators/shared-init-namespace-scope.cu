/*---
section: I.4.5.1
clause: operator.shared-no-initializer
description: A __shared__ declaration with an initializer on a namespace-scope __shared__ variable is rejected.
verdict: error
---*/
__shared__ int g = 1;  // expect-error

__global__ void kern(int *out)
{
  *out = g;
}
