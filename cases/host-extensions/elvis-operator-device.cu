/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Device code using the GNU conditional with an omitted middle operand is diagnosed.
verdict: diagnose
---*/
__device__ int pick(int a, int b)
{
  return a ?: b;  // expect-diag
}
