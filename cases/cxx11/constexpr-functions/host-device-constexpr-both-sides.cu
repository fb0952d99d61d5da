/*---
section: I.4.20.4
clause: constexpr.cross-space-call
description: "A __host__ __device__ constexpr function may be called from host and device code without any flag."
verdict: ok
---*/
constexpr __host__ __device__ int hd(int x) { return x + 1; }
__global__ void k(int *out, int v) { *out = hd(v); }
int h(int v) { return hd(v); }
static_assert(hd(1) == 2, "hd");
