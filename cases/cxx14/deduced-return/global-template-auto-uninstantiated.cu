/*---
section: I.4.21.1
clause: global.no-deduced-return
description: "A __global__ function template with a deduced return type, never instantiated."
verdict: ndr
std: c++14
note: "Every specialization would be an ill-formed __global__ function, so the template is ill-formed, no diagnostic required ([temp.res])."
---*/
template <typename T>
__global__ auto k(T *out) { *out = 1; } // expect-error
