/*---
section: I.3
clause: features.cxx20.u8-literals-are-char8-t
description: "A u8 string literal initializing a const char* in a __host__ __device__ function under -std=c++20"
since: "12.0"
verdict: error
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
__host__ __device__ char first(void) {
  const char *s = u8"xyz"; // expect-error
  return s[0];
}
