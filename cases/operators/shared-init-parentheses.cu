/*---
section: I.4.5.1
clause: operator.shared-no-initializer
description: A __shared__ declaration with a parenthesized initializer on a __shared__ variable is rejected.
verdict: error
---*/
__global__ void kern(float *out)
{
  __shared__ float f(1.0f);  // expect-error
  *out = f;
}
