/*---
section: I.3
clause: features.cxx20.u8-literals-are-char8-t
description: "The same binding under C++20, where u8 literals are arrays of char8_t (P0482R6), is rejected"
since: "12.0"
verdict: error
std: c++20
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0."
tags: [beyond-guide]
---*/
__global__ void kernel(int* out, int x) {
  const char* s = u8"\u00e9";  // expect-error
  *out = s[0] + x;
}
