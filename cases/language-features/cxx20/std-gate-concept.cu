/*---
section: I.3
clause: features.cxx20.requires-cxx20-mode
description: "A concept definition (P0734R0) in device code under -std=c++17, where it is not part of the language, draws a diagnostic (an error or a warning)"
since: "11.0"
verdict: diagnose
std: c++17
tags: [beyond-guide]
note: "C++20 is beyond the guide. Input is processed according to the ISO C++ standard selected by -std; C++20 constructs are not C++17. g++ accepts some of these as extensions, with or without a warning. ISO requires a diagnostic for an ill-formed program, and a warning is one (issue 13: the clause read at its words' strength), so the case requires a diagnostic at any severity."
---*/
template <class T>
concept Small = sizeof(T) <= 4;  // expect-diag

__global__ void kernel(int* out, int x) { *out = x; }
