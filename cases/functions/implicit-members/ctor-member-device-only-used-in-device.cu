/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "An implicit constructor that constructs a member with a __device__-only constructor is fine when called from device code."
verdict: ok
---*/
struct Member {
  int v;
  __device__ Member() : v(1) {}
};
struct Holder {
  Member m;
};
__global__ void kern(int *out) { Holder h; *out = h.m.v; }
