/*---
section: I.1
clause: features.cxx11.initializer-list-narrowing
description: "A narrowing conversion of a non-constant in list-initialization in device code is diagnosed"
since: "7.0"
verdict: diagnose
std: c++11
note: "ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
__global__ void kernel(int* out, double d) {
  int a{d};  // expect-diag
  *out = a;
}
