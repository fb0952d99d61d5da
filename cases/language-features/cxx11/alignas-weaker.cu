/*---
section: I.1
clause: features.cxx11.alignas-not-weaker-than-natural
description: "alignas weaker than the natural alignment of the member is ill-formed and rejected"
since: "7.0"
verdict: error
std: c++11
note: "[dcl.align]: the combined effect of the alignment-specifiers shall not be less strict than the natural alignment; a violated shall is a diagnosable rule."
---*/
struct Slot {
  char tag;
  alignas(1) int v;  // expect-error
};

__global__ void kernel(int* out) {
  Slot s;
  s.v = 1;
  *out = s.v;
}
