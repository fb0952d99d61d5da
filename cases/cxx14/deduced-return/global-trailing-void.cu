/*---
section: I.4.21.1
clause: global.no-deduced-return
description: "A __global__ function with a trailing return type void does not have a deduced return type."
verdict: ok
std: c++14
---*/
__global__ auto k(int *out) -> void { *out = 1; }
void h(int *p) { k<<<1,1>>>(p); }
