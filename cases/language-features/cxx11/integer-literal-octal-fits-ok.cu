/*---
section: I.1
clause: features.cxx11.integer-literal-too-large
description: "A 64-bit octal literal that fits unsigned long long in a __device__ function"
verdict: ok
std: c++11
---*/
__device__ unsigned long long top_bit() { return 01000000000000000000000ull; }
