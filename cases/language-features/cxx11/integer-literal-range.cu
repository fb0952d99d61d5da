/*---
section: I.1
clause: features.cxx11.integer-literal-too-large
description: "An integer literal no integer type can represent, in device code, is ill-formed and rejected (N1727)"
since: "7.0"
verdict: error
std: c++11
note: "N1727 (Table 12, nvcc 7.0) made such literals ill-formed instead of undefined ([lex.icon]: the program is ill-formed)."
---*/
__global__ void kernel(unsigned long long* out) {
  *out = 123456789012345678901234567890ull;  // expect-error
}
