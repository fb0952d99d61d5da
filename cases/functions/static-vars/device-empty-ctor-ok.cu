/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static of class type whose user-provided constructor is empty (no params, empty init list and body) is allowed."
verdict: ok
---*/
struct E {
  int x;
  __device__ E() { }
};
__device__ int f(void) {
  static E e;
  return e.x;
}
