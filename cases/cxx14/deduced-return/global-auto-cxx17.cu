/*---
section: I.4.21.1
clause: global.no-deduced-return
description: "A __global__ function cannot have a deduced return type (C++17 mode)."
verdict: error
std: c++17
---*/
__global__ auto k(int *out) { *out = 1; } // expect-error
