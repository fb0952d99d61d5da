/*---
section: I.1
clause: features.cxx11.integer-literal-too-large
description: "A 69-bit octal literal in a __host__ __device__ function: no integer type can represent it"
verdict: diagnose
std: c++11
note: "ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
__host__ __device__ unsigned long long big() {
  return 07777777777777777777777; // expect-diag
}
