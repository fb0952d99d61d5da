/*---
section: I.4.21.1
clause: global.no-deduced-return
description: "A __global__ function declaration cannot have a deduced return type."
verdict: error
std: c++14
---*/
__global__ auto k(int *out); // expect-error
