/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Builtins that the CUDA guide documents for device code (__builtin_expect, __builtin_assume_aligned, __builtin_unreachable) are allowed there.
verdict: ok
note: "These are documented in the guide's compiler intrinsics; they are 'otherwise noted', not host compiler extensions."
---*/
__device__ int f(const int *p, int x)
{
  const int *q = (const int *)__builtin_assume_aligned(p, 16);
  if (__builtin_expect(x < 0, 0))
    __builtin_unreachable();
  return q[x];
}
