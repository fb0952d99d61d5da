/*---
section: I.4.7
clause: exception.global-no-spec
description: A __global__ function with an exception specification (noexcept true) is diagnosed.
verdict: diagnose
---*/
__global__ void kern(int *p) noexcept(true)  // expect-diag
{
  *p = 1;
}
