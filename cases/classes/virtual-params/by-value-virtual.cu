/*---
section: I.4.10.3
clause: global.param-no-virtual-class
description: "A __global__ function taking by value an object of a class with a virtual function is rejected."
verdict: error
---*/
struct V {
  int x;
  virtual __device__ int get(void) { return x; }
};
__global__ void kern(V v) { } // expect-error
