/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static initialized by a constexpr function call is constant-initialized: allowed."
verdict: ok
---*/
__host__ __device__ constexpr int square(int v) { return v * v; }
__device__ int f(void) {
  static int v = square(7);
  return v;
}
