/*---
section: I.4.7
clause: exception.global-no-spec
description: A __global__ function with an exception specification (throw empty cxx14) is diagnosed.
verdict: diagnose
std: c++14
---*/
__global__ void kern(int *p) throw()  // expect-diag
{
  *p = 1;
}
