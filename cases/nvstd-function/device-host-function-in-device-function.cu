/*---
section: I.5
clause: nvfunction.device-no-host-target
description: "An instance in a __device__ function cannot be initialized with a __host__ function."
verdict: error
requires:
  features: ["nvfunctional"]
---*/
#include <nvfunctional>
__host__ int foo_h() { return 3; }
__device__ int f() {
  nvstd::function<int()> fn = foo_h; // expect-error
  return fn();
}
