/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static of a class with a virtual function (constructor not empty) is rejected."
verdict: error
---*/
struct V {
  virtual __device__ int get(void) { return 1; }
};
__device__ int f(void) {
  static V v; // expect-error
  return v.get();
}
