/*---
section: I.1
clause: features.cxx11.initializer-list-narrowing
description: "A constant that does not fit the target type in list-initialization in device code is diagnosed"
since: "9.0"
verdict: diagnose
std: c++14
note: "ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
__global__ void kernel(char* out) {
  char c{300};  // expect-diag
  *out = c;
}
