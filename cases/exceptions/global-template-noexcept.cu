/*---
section: I.4.7
clause: exception.global-no-spec
description: A __global__ function with an exception specification (template noexcept) is diagnosed.
verdict: diagnose
---*/
template <typename T>
__global__ void kern(T *p) noexcept  // expect-diag
{
  *p = T(1);
}
