/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Device code using a GNU case range is diagnosed.
verdict: diagnose
---*/
__device__ int classify(int c)
{
  switch (c) {
  case '0' ... '9':  // expect-diag
    return 1;
  default:
    return 0;
  }
}
