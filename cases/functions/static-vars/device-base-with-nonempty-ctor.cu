/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static of a class whose base has a non-empty constructor is rejected."
verdict: error
---*/
struct B {
  int x;
  __device__ B() { x = 1; }
};
struct D : B { };
__device__ int f(void) {
  static D d; // expect-error
  return d.x;
}
