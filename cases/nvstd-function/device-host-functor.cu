/*---
section: I.5
clause: nvfunction.device-no-host-target
description: "An instance in device code cannot be initialized with a functor whose operator() is __host__."
verdict: error
requires:
  features: ["nvfunctional"]
---*/
#include <nvfunctional>
struct F { int operator()() const { return 1; } };   // __host__
__global__ void k(int *out) {
  nvstd::function<int()> fn = F{}; // expect-error
  *out = fn();
}
