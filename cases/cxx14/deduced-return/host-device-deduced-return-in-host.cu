/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "The restriction covers __device__ functions only: a __host__ __device__ function with deduced return type may be used in host code."
verdict: ok
std: c++14
---*/
__host__ __device__ auto hd(int x) { return x + 1; }
decltype(hd(1)) g1 = 0;
int h() { return hd(2) + g1; }
