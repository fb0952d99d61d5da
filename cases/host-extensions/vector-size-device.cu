/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Device code using a GNU vector_size vector type is diagnosed.
verdict: diagnose
---*/
typedef int v4si __attribute__((vector_size(16)));

__device__ int f(int x)
{
  v4si a = {x, x, x, x};  // expect-diag
  v4si b = a + a;  // expect-diag
  return b[0];
}
