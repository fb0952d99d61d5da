/*---
section: I.3
clause: features.cxx17.static-assert-message-optional
description: "static_assert without a message in device code under C++14, where the message is required, is diagnosed"
since: "9.0"
verdict: diagnose
std: c++14
note: "N3928 made the message optional in C++17; the C++14 grammar requires it, so the C++14 program is ill-formed. ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
__global__ void kernel(int* out, int x) {
  static_assert(sizeof(int) == 4);  // expect-diag
  *out = x;
}
