/*---
section: I.3
clause: features.cxx17.bool-increment-removed
description: "Incrementing a bool in device code is diagnosed under C++17 (P0002R1)"
since: "11.0"
verdict: diagnose
std: c++17
note: "ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
__global__ void kernel(int* out) {
  bool b = false;
  b++;  // expect-diag
  *out = b ? 1 : 0;
}
