/*---
section: I.5
clause: nvfunction.no-global-param-from-host
description: "A __global__ function template instantiated with nvstd::function from a host launch."
verdict: error
requires:
  features: ["nvfunctional"]
---*/
#include <nvfunctional>
template <typename F>
__global__ void kern(F f1) { }
void foo(void) {
  nvstd::function<int()> f = nullptr;
  kern<<<1,1>>>(f); // expect-error
}
