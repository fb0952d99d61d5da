/*---
section: I.3
clause: features.cxx23.dialect
description: "C++23 size_t literal suffixes uz and z (P0330R8) in a __device__ function"
since: "13.3"
verdict: ok
std: c++23
note: "The dialect grants this C++23 feature in device code from 13.3 (13 guide \u00a75.3.5, \u00a75.3.15 (CHANGES.md A1, A3): C++23 from nvcc 13.3 with a GCC 14 / Clang 18 host.) nvcc 13.5 with the suite's g++ 12 host ignores -std=c++23 (\"not supported with the configured host compiler\"), so on that toolchain the case is a toolchain-limit deviation; NVRTC 13.5 (no host compiler) judges the device side."
---*/
__device__ unsigned long long sz(void) {
  auto a = 5uz;
  auto b = 7z;
  return a + static_cast<unsigned long long>(b);
}
