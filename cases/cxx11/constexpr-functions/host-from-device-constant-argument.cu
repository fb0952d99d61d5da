/*---
section: I.4.20.4
clause: constexpr.cross-space-call
description: "By default, a __host__ constexpr function with a constant argument from a __device__ function cannot be called."
verdict: error
---*/
constexpr int hcf(int x) { return x * 2; }          // __host__
__device__ int f() {
  return hcf(21); // expect-error
}
