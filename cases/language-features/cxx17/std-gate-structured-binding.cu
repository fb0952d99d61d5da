/*---
section: I.3
clause: features.cxx17.requires-cxx17-mode
description: "A structured binding (P0217R3) in device code under -std=c++14, where it is not part of the language, draws a diagnostic (an error or a warning)"
since: "9.0"
verdict: diagnose
std: c++14
note: "The guide's I: input is processed according to the ISO C++ standard selected by -std; C++17 constructs are not C++14 (I.3 features come with -std=c++17, I.4.22). The front end 'aims to emulate' host compiler divergences, and g++ accepts some of these as extensions with a warning. ISO requires a diagnostic for an ill-formed program, and a warning is one (issue 13: the clause read at its words' strength), so the case requires a diagnostic at any severity."
---*/
struct Pair { int a, b; };

__global__ void kernel(int* out, int x) {
  auto [a, b] = Pair{x, 4};  // expect-diag
  *out = a + b;
}
