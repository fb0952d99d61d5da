/*---
section: I.4.9.3.1
clause: global.arg-copied-more-than-once
description: "The number of copy-constructor calls made by the launch stubs is unspecified (printed)."
verdict: ub
phase: run
witness:
  unobservable: "how many times the launch stubs copy an argument (so what its copy constructor leaves) is unspecified: every printed value is a valid state, with no bad memory access for a tool to see"
---*/
#include "cuconform.h"
__managed__ int counter;
struct S1 {
  S1() { }
  S1(const S1 &) { ++counter; }
};
__global__ void foo(S1) { }
int main() {
  S1 V;
  foo<<<1, 1>>>(V);
  CC_SYNC();
  std::printf("copies %d\n", counter);
  return 0;
}
