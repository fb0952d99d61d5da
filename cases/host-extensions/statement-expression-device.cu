/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Device code using a GNU statement expression is diagnosed.
verdict: diagnose
---*/
__device__ int f(int x)
{
  return ({ int y = x * 2; y + 1; });  // expect-diag
}
