/*---
section: I.5
clause: nvfunction.host-device-use
description: "nvstd::function used only in host code with host targets."
verdict: ok
requires:
  features: ["nvfunctional"]
---*/
#include <nvfunctional>
__host__ int foo_h() { return 3; }
int h(int v) {
  nvstd::function<int(int)> f = [v](int x) { return x + v + foo_h(); };
  return f(1);
}
