/*---
section: I.3
clause: features.cxx20.requires-cxx20-mode
description: "A designated initializer (P0329R4) in device code under -std=c++17, where it is not part of the language, draws a diagnostic (an error or a warning)"
since: "11.0"
verdict: diagnose
std: c++17
tags: [beyond-guide]
note: "C++20 is beyond the guide. Input is processed according to the ISO C++ standard selected by -std; C++20 constructs are not C++17. g++ accepts some of these as extensions, with or without a warning. ISO requires a diagnostic for an ill-formed program, and a warning is one; g++ accepts this one silently as an extension, but the code is device code, where host compiler extensions are not supported (I.4.1), so the emulation of g++ does not excuse silence here (issue 13 review)."
---*/
struct Des { int a; int b; };

__global__ void kernel(int* out, int x) {
  Des d{.a = x, .b = 2};  // expect-diag
  *out = d.a + d.b;
}
