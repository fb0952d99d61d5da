/*---
section: I.3
clause: features.cxx23.dialect
description: "A C++23 multidimensional subscript operator (P2128R6) as a __device__ member function"
since: "13.3"
verdict: ok
std: c++23
note: "The dialect grants this C++23 feature in device code from 13.3 (13 guide \u00a75.3.5, \u00a75.3.15 (CHANGES.md A1, A3): C++23 from nvcc 13.3 with a GCC 14 / Clang 18 host.) nvcc 13.5 with the suite's g++ 12 host ignores -std=c++23 (\"not supported with the configured host compiler\"), so on that toolchain the case is a toolchain-limit deviation; NVRTC 13.5 (no host compiler) judges the device side."
---*/
struct Grid {
  int d[4][4];
  __device__ int operator[](int i, int j) const { return d[i][j]; }
};
__device__ int at(const Grid &g) { return g[1, 2]; }
