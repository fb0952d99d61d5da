/*---
section: I.5
clause: nvfunction.no-global-param-from-host
description: "An empty nvstd::function passed from host code to a __global__ function."
verdict: error
requires:
  features: ["nvfunctional"]
note: "The example's diagnosis point is kept: the launch passing the instance."
---*/
#include <nvfunctional>
__global__ void kern(nvstd::function<int()> f1) { }
void foo(void) {
  nvstd::function<int()> f;
  kern<<<1,1>>>(f); // expect-error
}
