/*---
section: I.4.21.1
clause: global.no-deduced-return
description: "A __global__ function cannot have a decltype(auto) deduced return type."
verdict: error
std: c++14
---*/
__global__ decltype(auto) k(int *out) { *out = 1; } // expect-error
