/*---
section: I.3
clause: features.cxx20.modules-not-supported
description: "A global module fragment introducer (module;) at the start of a .cu file"
since: "12.0"
verdict: error
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
module; // expect-error
__global__ void kern(int *p) { *p = 1; }
