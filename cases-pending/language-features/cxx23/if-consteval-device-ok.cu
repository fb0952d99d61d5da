/*---
section: I.3
clause: features.cxx23.dialect
description: "C++23 if consteval (P1938R3) in a __device__ function, called from a kernel"
since: "13.3"
verdict: ok
std: c++23
note: "The dialect grants this C++23 feature in device code from 13.3 (13 guide \u00a75.3.5, \u00a75.3.15 (CHANGES.md A1, A3): C++23 from nvcc 13.3 with a GCC 14 / Clang 18 host.) nvcc 13.5 with the suite's g++ 12 host ignores -std=c++23 (\"not supported with the configured host compiler\"), so on that toolchain the case is a toolchain-limit deviation; NVRTC 13.5 (no host compiler) judges the device side."
---*/
__host__ __device__ constexpr int scale(int x) {
  if consteval {
    return x * 2;
  } else {
    return x * 3;
  }
}
__global__ void kern(int *out) {
  constexpr int c = scale(4);
  out[0] = scale(out[0]) + c;
}
