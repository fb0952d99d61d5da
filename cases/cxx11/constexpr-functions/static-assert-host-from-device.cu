/*---
section: I.4.20.4
clause: constexpr.cross-space-call
description: "By default, a __host__ constexpr function cannot be called from a static_assert inside a __device__ function."
verdict: error
note: "The call is a constant expression in a __device__ function body; I.4.20.4 makes no exception for constant evaluation."
---*/
constexpr int hcf(int x) { return x * 2; }          // __host__
__device__ void f() {
  static_assert(hcf(2) == 4, "hcf"); // expect-error
}
