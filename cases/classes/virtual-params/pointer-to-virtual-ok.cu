/*---
section: I.4.10.3
clause: global.param-no-virtual-class
description: "Passing a pointer to a polymorphic object (not the object) is allowed."
verdict: ok
---*/
struct V {
  int x;
  virtual __device__ int get(void) { return x; }
};
__global__ void kern(V *v, int *out) { *out = v->x; }
