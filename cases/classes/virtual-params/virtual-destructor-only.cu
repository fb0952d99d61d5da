/*---
section: I.4.10.3
clause: global.param-no-virtual-class
description: "A class whose only virtual function is its destructor: passing it to a kernel is rejected."
verdict: error
---*/
struct V {
  int x;
  virtual __host__ __device__ ~V() { }
};
__global__ void kern(V v) { } // expect-error
