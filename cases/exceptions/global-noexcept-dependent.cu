/*---
section: I.4.7
clause: exception.global-no-spec
description: A __global__ function with an exception specification (noexcept dependent) is rejected.
verdict: error
---*/
template <typename T>
__global__ void kern(T *p) noexcept(sizeof(T) > 4)  // expect-error
{
  *p = T(1);
}
