/*---
section: I.4.10.5
clause: class.anonymous-union-no-device-reference
description: "An anonymous union that is a class member may be used in device code."
verdict: ok
---*/
struct Val {
  int tag;
  union { int i; float f; };
};
__global__ void kern(Val v, int *out) { *out = v.tag == 0 ? v.i : (int)v.f; }
