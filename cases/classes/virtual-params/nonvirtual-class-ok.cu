/*---
section: I.4.10.3
clause: global.param-no-virtual-class
description: "Passing an object of a class without virtual functions is allowed."
verdict: ok
---*/
struct P {
  int x;
  __device__ int get(void) const { return x; }
};
__global__ void kern(P p, int *out) { *out = p.get(); }
