/*---
section: I.3
clause: features.cxx17.static-assert-message-optional
description: "static_assert without a message in a kernel under -std=c++14"
verdict: diagnose
std: c++14
note: "ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
__global__ void kern(int *p) {
  static_assert(sizeof(int) == 4); // expect-diag
  *p = 4;
}
