/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static of a class whose user-provided destructor has an empty body is allowed."
verdict: ok
---*/
struct D {
  int x;
  __device__ ~D() { }
};
__device__ int f(void) {
  static D d;
  return d.x;
}
