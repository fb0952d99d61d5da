/*---
section: I.3
clause: features.cxx20.u8-literals-are-char8-t
description: "A u8 string literal passed to a const char* parameter of a __device__ function under -std=c++20"
since: "12.0"
verdict: error
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
__device__ int length(const char *s) {
  int n = 0;
  while (s[n]) ++n;
  return n;
}
__global__ void kern(int *p) {
  *p = length(u8"abc"); // expect-error
}
