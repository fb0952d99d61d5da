/*---
section: "I.5"
clause: nvfunction.host-no-device-target
description: "An nvstd::function in host code holding a __host__ function address, then reassigned with an unannotated host lambda."
verdict: ok
requires:
  features: ["nvfunctional"]
---*/
#include <nvfunctional>
int triple(int x) { return 3 * x; }

int host_side(int v) {
    nvstd::function<int(int)> f = triple;
    int a = f(v);
    f = [](int x) { return x - 1; };
    return a + f(v);
}
