/*---
section: I.3
clause: features.cxx17.register-removed
description: "register as a storage class in device code is diagnosed under C++17 (P0001R1)"
since: "11.0"
verdict: diagnose
std: c++17
note: "ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
__global__ void kernel(int* out, int x) {
  register int i = x * 4;  // expect-diag
  *out = i;
}
