/*---
section: I.2
clause: features.cxx14.requires-cxx14-mode
description: "A generic lambda (N3649) in device code under -std=c++11, where it is not part of the language, draws a diagnostic (an error or a warning)"
since: "7.0"
verdict: diagnose
std: c++11
note: "The guide's I: input is processed according to the ISO C++ standard selected by -std; C++14 constructs are not C++11 (Table 13 features come with -std=c++14, I.4.21). The front end 'aims to emulate' host compiler divergences, and g++ accepts some of these as extensions with a warning. ISO requires a diagnostic for an ill-formed program, and a warning is one (issue 13: the clause read at its words' strength), so the case requires a diagnostic at any severity."
---*/
__global__ void kernel(int* out, int x) {
  auto add = [](auto a, auto b) { return a + b; };  // expect-diag
  *out = add(x, 1);
}
