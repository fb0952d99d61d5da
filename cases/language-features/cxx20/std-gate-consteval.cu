/*---
section: I.3
clause: features.cxx20.requires-cxx20-mode
description: "A consteval function (P1073R3) in device code under -std=c++17, where it is not part of the language, is rejected"
since: "11.0"
verdict: error
std: c++17
tags: [beyond-guide]
note: "C++20 is beyond the guide. Input is processed according to the ISO C++ standard selected by -std; C++20 constructs are not C++17. g++ accepts some of these as extensions, with or without a warning; the verdict follows ISO."
---*/
__device__ consteval int sq(int v) {  // expect-error
  return v * v;
}

__global__ void kernel(int* out) { *out = sq(3); }
