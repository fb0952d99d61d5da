/*---
section: I.3
clause: features.cxx17.requires-cxx17-mode
description: "A nested namespace definition (N4230) holding a __device__ function in device code under -std=c++14, where it is not part of the language, draws a diagnostic (an error or a warning)"
since: "9.0"
verdict: diagnose
std: c++14
note: "The guide's I: input is processed according to the ISO C++ standard selected by -std; C++17 constructs are not C++14 (I.3 features come with -std=c++17, I.4.22). The front end 'aims to emulate' host compiler divergences, and g++ accepts some of these as extensions with a warning. ISO requires a diagnostic for an ill-formed program, and a warning is one; g++ accepts this one silently as an extension, but the code is device code, where host compiler extensions are not supported (I.4.1), so the emulation of g++ does not excuse silence here (issue 13 review). The kernel does not use the namespace: a compiler that rejects its definition rejects every qualified use of it too, errors that are no part of this rule (issue 23 review, F1)."
---*/
namespace outer::inner {  // expect-diag
__device__ int one() { return 1; }
}  // namespace outer::inner

__global__ void kernel(int* out) { *out = 1; }
