/*---
section: "I.5"
clause: nvfunction.no-global-param-from-host
description: "A __global__ function taking an nvstd::function by value, launched only from device code (dynamic parallelism): the restriction names host launches only."
verdict: ok
flags: ["-rdc=true"]
requires:
  features: ["nvfunctional", "cdp"]
  rdc: true
note: "Device-side launch needs -rdc=true; the case stops at compile, so cudadevrt is not linked."
---*/
#include <nvfunctional>
__device__ int one(void) { return 1; }

__global__ void child(nvstd::function<int()> f, int *out) { *out = f(); }

__global__ void parent(int *out) {
    nvstd::function<int()> f = one;
    child<<<1, 1>>>(f, out);
}
