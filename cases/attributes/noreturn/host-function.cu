/*---
section: I.4.16
clause: attr.noreturn-supported
description: "[[noreturn]] on a host function in a .cu file is accepted."
verdict: ok
---*/
#include <cstdlib>
[[noreturn]] void fatal(void) { std::exit(2); }
int checked(int v) {
  if (v < 0) fatal();
  return v;
}
__global__ void kern(int *out) { *out = 1; }
