/*---
section: I.3
clause: features.cxx17.requires-cxx17-mode
description: "An if constexpr statement (P0292R2) in device code draws a diagnostic (an error or a warning) under -std=c++14, where it is not part of the language, and compiles under -std=c++17"
since: "9.0"
verdict: diagnose
revisions:
  c++14: {std: c++14}
  c++17: {std: c++17, verdict: ok, note: "The same statement in the standard that has it: valid (I.3, features come with -std=c++17)."}
note: "The guide's I: input is processed according to the ISO C++ standard selected by -std; C++17 constructs are not C++14 (I.3 features come with -std=c++17, I.4.22). The front end 'aims to emulate' host compiler divergences, and g++ accepts some of these as extensions with a warning. ISO requires a diagnostic for an ill-formed program, and a warning is one (issue 13: the clause read at its words' strength), so the case requires a diagnostic at any severity."
---*/
__global__ void kernel(int* out, int x) {
  if constexpr (sizeof(int) == 4) {  // expect-diag[c++14]
    *out = x;
  }
}
