/*---
section: I.5
clause: nvfunction.no-global-param-from-host
description: "Declaring a __global__ function with an nvstd::function parameter, never launched from host code."
verdict: ok
requires:
  features: ["nvfunctional"]
note: "The guide's example declares kern without marking an error; the restriction applies to launches from host code."
---*/
#include <nvfunctional>
__global__ void kern(nvstd::function<int()> f1) { }
