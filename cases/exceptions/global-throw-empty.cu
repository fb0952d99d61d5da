/*---
section: I.4.7
clause: exception.global-no-spec
description: A __global__ function with an exception specification (throw empty cxx14) is diagnosed.
verdict: diagnose
revisions:
  c++14: {std: "c++14"}
  c++17: {std: "c++17", note: "A __global__ function with an exception specification (throw empty cxx17) is diagnosed."}
---*/
__global__ void kern(int *p) throw()  // expect-diag
{
  *p = 1;
}
