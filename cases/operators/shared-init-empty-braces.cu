/*---
section: I.4.5.1
clause: operator.shared-no-initializer
description: A __shared__ declaration with empty braces (value-initialization) on a __shared__ variable is rejected.
verdict: error
---*/
__global__ void kern(int *out)
{
  __shared__ int s{};  // expect-error
  *out = s;
}
