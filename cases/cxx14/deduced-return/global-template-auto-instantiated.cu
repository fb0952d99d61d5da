/*---
section: I.4.21.1
clause: global.no-deduced-return
description: "An instantiated __global__ function template cannot have a deduced return type."
verdict: error
std: c++14
---*/
template <typename T>
__global__ auto k(T *out) { *out = 1; } // expect-error
void h(int *p) { k<<<1,1>>>(p); }
