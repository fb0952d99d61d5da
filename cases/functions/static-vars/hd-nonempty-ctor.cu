/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static of a class with a non-empty constructor in a __host__ __device__ function is rejected during device compilation."
verdict: error
---*/
struct C {
  int x;
  __host__ __device__ C() : x(2) { }
};
__host__ __device__ int f(void) {
  static C c; // expect-error
  return c.x;
}
