/*---
section: I.4.20.4
clause: constexpr.cross-space-call
description: "constexpr functions may always be called from functions of the same execution space."
verdict: ok
---*/
constexpr int hcf(int x) { return x * 2; }          // __host__
constexpr __device__ int dcf(int x) { return x * 3; } // __device__
int h(int v) { return hcf(v); }
__device__ int d(int v) { return dcf(v); }
static_assert(hcf(2) == 4, "hcf");
