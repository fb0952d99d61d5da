/*---
section: I.4.7
clause: exception.no-device
description: A try block in a kernel, even with nothing that throws, is exception handling and is diagnosed.
verdict: diagnose
---*/
__global__ void kern(int *p)
{
  try {  // expect-diag
    *p = 1;
  } catch (int) {
  }
}
