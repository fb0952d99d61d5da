/*---
section: I.3
clause: features.cxx23.dialect
description: "A C++23 static operator() (P1169R4) of a __device__ functor, called through an object and through the class"
since: "13.3"
verdict: ok
std: c++23
note: "The dialect grants this C++23 feature in device code from 13.3 (13 guide \u00a75.3.5, \u00a75.3.15 (CHANGES.md A1, A3): C++23 from nvcc 13.3 with a GCC 14 / Clang 18 host.) nvcc 13.5 with the suite's g++ 12 host ignores -std=c++23 (\"not supported with the configured host compiler\"), so on that toolchain the case is a toolchain-limit deviation; NVRTC 13.5 (no host compiler) judges the device side."
---*/
struct Twice {
  __device__ static int operator()(int x) { return 2 * x; }
};
__global__ void kern(int *p) { *p = Twice{}(*p) + Twice::operator()(1); }
