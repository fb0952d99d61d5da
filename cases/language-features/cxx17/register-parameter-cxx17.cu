/*---
section: I.3
clause: features.cxx17.register-removed
description: "register on a parameter of a __host__ __device__ function under -std=c++17"
verdict: diagnose
std: c++17
note: "ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
__host__ __device__ float halve(register float x) { // expect-diag
  return x * 0.5f;
}
