/*---
section: I.5
clause: nvfunction.no-global-param-from-host
description: "A host-launched __global__ function that builds and calls an nvstd::function inside its body: the type is not in the kernel's parameter list, so the restriction does not apply."
verdict: ok
requires:
  features: ["nvfunctional"]
note: "Replaces the obeying shape \"launched only from device code\", which the device-side argument rule (I.4.9.3.1) forbids for nvstd::function."
---*/
#include <nvfunctional>
__device__ int twice(int v) { return 2 * v; }

__global__ void kern(int *out) {
    nvstd::function<int(int)> f = twice;
    *out = f(21);
}

void launch(int *out) { kern<<<1, 1>>>(out); }
