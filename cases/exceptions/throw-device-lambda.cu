/*---
section: I.4.7
clause: exception.no-device
description: A lambda defined in a kernel that throws is diagnosed.
verdict: diagnose
---*/
__global__ void kern(int *out)
{
  auto f = [](int v) {
    if (v < 0) throw v;  // expect-diag
    return v;
  };
  *out = f(1);
}
