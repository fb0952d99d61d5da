/*---
section: I.1
clause: features.cxx11.alignas-not-weaker-than-natural
description: "alignas(4) on a long long local of a kernel (natural alignment 8) is ill-formed"
verdict: diagnose
std: c++11
note: "ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
__global__ void kern(long long *out, long long x) {
  alignas(4) long long v = x; // expect-diag
  *out = v;
}
