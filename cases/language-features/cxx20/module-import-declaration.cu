/*---
section: I.3
clause: features.cxx20.modules-not-supported
description: "A module import declaration in a .cu file"
since: "12.0"
verdict: error
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
import cuconform_other; // expect-error
__global__ void kern(int *p) { *p = 1; }
