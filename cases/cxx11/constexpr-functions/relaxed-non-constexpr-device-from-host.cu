/*---
section: I.4.20.4
clause: constexpr.relaxed-flag
description: "--expt-relaxed-constexpr relaxes only constexpr functions: a non-constexpr __device__ function still cannot be called from host code."
verdict: error
flags: ["--expt-relaxed-constexpr"]
---*/
__device__ int plain(int x) { return x * 3; } // not constexpr
int h(int v) {
  return plain(v); // expect-error
}
