/*---
section: I.3
clause: features.cxx20.u8-literals-are-char8-t
description: "A u8 string literal initializing a const char8_t* in a __host__ __device__ function under -std=c++20"
since: "12.0"
verdict: ok
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
__host__ __device__ char8_t first(void) {
  const char8_t *s = u8"xyz";
  return s[0];
}
