/*---
section: I.4.10.3
clause: global.param-no-virtual-class
description: "A class with a __host__-only virtual function is still a class with virtual functions: passing it to a kernel is rejected."
verdict: error
---*/
struct V {
  int x;
  virtual int get(void) { return x; }
};
__global__ void kern(V v) { } // expect-error
