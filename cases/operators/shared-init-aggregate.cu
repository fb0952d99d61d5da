/*---
section: I.4.5.1
clause: operator.shared-no-initializer
description: A __shared__ declaration with a brace initializer on a __shared__ aggregate is rejected.
verdict: error
---*/
struct Pair { int a; int b; };

__global__ void kern(int *out)
{
  __shared__ Pair p = {1, 2};  // expect-error
  *out = p.a + p.b;
}
