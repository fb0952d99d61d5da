/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static of a class whose destructor is not empty is rejected."
verdict: error
---*/
struct D {
  int x;
  __device__ ~D() { x = 0; }
};
__device__ int f(void) {
  static D d; // expect-error
  return d.x;
}
