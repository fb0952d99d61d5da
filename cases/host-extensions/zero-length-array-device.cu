/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Device code using a zero-length array member is diagnosed.
verdict: diagnose
---*/
__global__ void kern(int *out)
{
  struct Header {
    int n;
    int data[0];  // expect-diag
  };
  *out = sizeof(Header);
}
