/*---
section: I.5
clause: nvfunction.host-no-device-target
description: "An instance in host code cannot be initialized with a functor whose operator() is __device__."
verdict: error
requires:
  features: ["nvfunctional"]
---*/
#include <nvfunctional>
struct F { __device__ int operator()() const { return 1; } };
void h() {
  nvstd::function<int()> fn = F{}; // expect-error
}
