/*---
section: I.5
clause: nvfunction.device-no-host-target
description: "A __host__ __device__ function used on the device cannot initialize an instance with a __host__ function."
verdict: error
requires:
  features: ["nvfunctional"]
---*/
#include <nvfunctional>
__host__ int foo_h() { return 3; }
__host__ __device__ int hd() {
  nvstd::function<int()> fn = foo_h; // expect-error
  return fn();
}
__global__ void k(int *out) { *out = hd(); }
