/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "A __device__ function template with deduced return type referenced in host code after instantiation."
verdict: error
std: c++14
---*/
template <typename T>
__device__ auto tfn(T x) { return x; }
decltype(tfn(1.0f)) g1; // expect-error
