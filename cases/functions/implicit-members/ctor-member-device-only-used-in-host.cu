/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "An implicit constructor called from host code cannot construct a member whose constructor is __device__-only."
verdict: error
---*/
struct Member {
  int v;
  __device__ Member() : v(1) {}
};
struct Holder {
  Member m;
};
int host_side(void) { Holder h; return h.m.v; } // expect-error
