/*---
section: I.1
clause: features.cxx11.integer-literal-too-large
description: "An integer literal no integer type can represent, in device code, is ill-formed and diagnosed (N1727)"
since: "7.0"
verdict: diagnose
std: c++11
note: "N1727 (Table 12, nvcc 7.0) made such literals ill-formed instead of undefined ([lex.icon]: the program is ill-formed). ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
__global__ void kernel(unsigned long long* out) {
  *out = 123456789012345678901234567890ull;  // expect-diag
}
