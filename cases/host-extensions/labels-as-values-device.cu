/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Device code using GNU labels as values (computed goto) is diagnosed.
verdict: diagnose
---*/
__device__ int f(int i)
{
  static void *table[] = { &&zero, &&one };  // expect-diag
  goto *table[i & 1];
zero:
  return 0;
one:
  return 1;
}
