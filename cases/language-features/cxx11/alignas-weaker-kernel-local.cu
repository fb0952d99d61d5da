/*---
section: I.1
clause: features.cxx11.alignas-not-weaker-than-natural
description: "alignas(4) on a long long local of a kernel (natural alignment 8) is ill-formed"
verdict: error
std: c++11
---*/
__global__ void kern(long long *out, long long x) {
  alignas(4) long long v = x; // expect-error
  *out = v;
}
