/*---
section: I.4.20.4
clause: constexpr.cross-space-call
description: "By default, the __host__ constexpr std::max from a __device__ function cannot be called."
verdict: error
revisions:
  default: {}
  relaxed: {clause: constexpr.relaxed-flag, verdict: ok, flags: ["--expt-relaxed-constexpr"], note: "With --expt-relaxed-constexpr, the __host__ constexpr std::max from a __device__ function may be called."}
---*/
#include <algorithm>
__device__ int f(int a, int b) {
  return std::max(a, b); // expect-error[default]
}
