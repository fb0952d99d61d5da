/*---
section: I.5
clause: nvfunction.host-no-device-target
description: "A __host__ __device__ function (compiled for the host too) cannot initialize an instance with a __device__ function."
verdict: error
requires:
  features: ["nvfunctional"]
note: "The host side of hd is host code holding a __device__ target."
---*/
#include <nvfunctional>
__device__ int foo_d() { return 1; }
__host__ __device__ int hd() {
  nvstd::function<int()> fn = foo_d; // expect-error
  return fn();
}
__global__ void k(int *out) { *out = hd(); }
