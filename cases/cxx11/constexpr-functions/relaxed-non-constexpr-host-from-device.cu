/*---
section: I.4.20.4
clause: constexpr.relaxed-flag
description: "--expt-relaxed-constexpr relaxes only constexpr functions: a non-constexpr __host__ function still cannot be called from device code."
verdict: error
flags: ["--expt-relaxed-constexpr"]
---*/
int plain(int x) { return x * 2; } // __host__, not constexpr
__device__ int f(int v) {
  return plain(v); // expect-error
}
