/*---
section: I.1
clause: features.cxx11.alignas-not-weaker-than-natural
description: "alignas weaker than the natural alignment of the member is ill-formed and diagnosed"
since: "7.0"
verdict: diagnose
std: c++11
note: "[dcl.align]: the combined effect of the alignment-specifiers shall not be less strict than the natural alignment; a violated shall is a diagnosable rule. ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
struct Slot {
  char tag;
  alignas(1) int v;  // expect-diag
};

__global__ void kernel(int* out) {
  Slot s;
  s.v = 1;
  *out = s.v;
}
