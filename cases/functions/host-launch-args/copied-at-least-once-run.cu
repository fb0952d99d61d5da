/*---
section: I.4.9.3.1
clause: global.arg-copied-more-than-once
description: "The stubs copy the argument by value one or more times: after the launch the copy constructor has run at least once."
verdict: ok
phase: run
run:
  stdout: "at-least-once\n"
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
  std::printf("%s\n", counter >= 1 ? "at-least-once" : "never");
  return 0;
}
