/*---
section: I.4.7
clause: exception.global-no-spec
description: A __global__ function with an exception specification (throw empty cxx17) is diagnosed.
verdict: diagnose
std: c++17
---*/
__global__ void kern(int *p) throw()  // expect-diag
{
  *p = 1;
}
