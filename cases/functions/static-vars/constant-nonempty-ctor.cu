/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static __constant__ variable of a class type with a non-empty constructor is rejected."
verdict: error
---*/
struct S2_t {
  int x;
  __device__ S2_t(void) { x = 10; }
};
__global__ void kern(int *out) {
  static __constant__ S2_t c; // expect-error
  *out = c.x;
}
