/*---
section: I.2
clause: features.cxx14.requires-cxx14-mode
description: "A binary literal (N3472) in device code under -std=c++11, where it is not part of the language, draws a diagnostic (an error or a warning)"
since: "7.0"
verdict: diagnose
std: c++11
note: "The guide's I: input is processed according to the ISO C++ standard selected by -std; C++14 constructs are not C++11 (Table 13 features come with -std=c++14, I.4.21). The front end 'aims to emulate' host compiler divergences, and g++ accepts some of these as extensions with a warning. ISO requires a diagnostic for an ill-formed program, and a warning is one; g++ accepts this one silently as an extension, but the code is device code, where host compiler extensions are not supported (I.4.1), so the emulation of g++ does not excuse silence here (issue 13 review)."
---*/
__global__ void kernel(int* out, int x) {
  *out = 0b101 + x;  // expect-diag
}
