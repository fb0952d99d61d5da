/*---
section: I.4.3.1
clause: memspace.no-parameter
description: A __shared__ parameter of a lambda in device code is rejected.
verdict: error
---*/
__global__ void kern(int *out)
{
  auto f = [](__shared__ int v) { return v + 1; };  // expect-error
  *out = f(1);
}
