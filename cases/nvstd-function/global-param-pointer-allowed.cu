/*---
section: I.5
clause: nvfunction.no-global-param-from-host
description: "A __global__ function may take a pointer to device memory holding an nvstd::function built on the device."
verdict: ok
requires:
  features: ["nvfunctional"]
---*/
#include <nvfunctional>
__device__ int foo_d() { return 1; }
__global__ void make(nvstd::function<int()> *slot) { new (slot) nvstd::function<int()>(foo_d); }
__global__ void use(nvstd::function<int()> *slot, int *out) { *out = (*slot)(); }
