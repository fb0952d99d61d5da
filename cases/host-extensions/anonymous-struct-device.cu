/*---
section: I.4.1
clause: hostext.no-device-extensions
description: Device code using an anonymous struct member (GNU/MSVC extension) is diagnosed.
verdict: diagnose
---*/
__global__ void kern(int *out)
{
  union Vec {
    struct { int x, y; };  // expect-diag
    int v[2];
  };
  Vec p;
  p.x = 1;
  *out = p.v[0];
}
