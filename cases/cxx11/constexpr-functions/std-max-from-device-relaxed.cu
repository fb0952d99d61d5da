/*---
section: I.4.20.4
clause: constexpr.relaxed-flag
description: "With --expt-relaxed-constexpr, the __host__ constexpr std::max from a __device__ function may be called."
verdict: ok
flags: ["--expt-relaxed-constexpr"]
---*/
#include <algorithm>
__device__ int f(int a, int b) {
  return std::max(a, b);
}
