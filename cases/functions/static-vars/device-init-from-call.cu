/*---
section: I.4.9.4
clause: function.static-var-init
description: "A static in a __device__ function initialized from a non-constexpr function call is dynamic initialization: rejected."
verdict: error
---*/
__device__ int compute(void) { return 3; }
__device__ int f(void) {
  static int v = compute(); // expect-error
  return v;
}
