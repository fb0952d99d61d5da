/*---
section: I.4.7
clause: exception.global-no-spec
description: A __global__ function with an exception specification (declaration noexcept) is diagnosed.
verdict: diagnose
---*/
__global__ void kern(int *p) noexcept;  // expect-diag
