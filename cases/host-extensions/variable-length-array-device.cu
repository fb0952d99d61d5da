/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Device code using a variable length array is diagnosed.
verdict: diagnose
---*/
__device__ int f(int n)
{
  int a[n];  // expect-diag
  for (int i = 0; i < n; ++i) a[i] = i;
  return a[n - 1];
}
