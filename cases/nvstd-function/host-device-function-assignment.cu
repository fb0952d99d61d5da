/*---
section: I.5
clause: nvfunction.host-no-device-target
description: "Assigning a __device__ function to an instance in host code is initializing it with a __device__ target."
verdict: error
requires:
  features: ["nvfunctional"]
---*/
#include <nvfunctional>
__device__ int foo_d() { return 1; }
void h() {
  nvstd::function<int()> fn;
  fn = foo_d; // expect-error
}
