/*---
section: I.4.9.3.1
clause: global.arg-destructor-before-kernel-end
description: "The destructor of a host-launched argument clears a flag in managed memory; whether the still-running kernel sees it cleared is not guaranteed (printed)."
verdict: ub
phase: run
requires: {compute: 60}
witness:
  unobservable: "a race between host code and a running kernel on managed or mapped memory: with concurrent managed access (Hopper on Linux) nothing faults, and no tool here sees host/device races"
note: "Concurrent host access to managed memory while a kernel runs needs concurrentManagedAccess (compute 6.0 and later on Linux)."
---*/
#include "cuconform.h"
__managed__ volatile int flag;
__managed__ int seen;
struct S {
  int dummy;
  S() : dummy(0) { }
  S(const S &o) : dummy(o.dummy) { }
  ~S() { flag = 0; }
};
__global__ void foo(S in) {
  long long start = clock64();
  while (clock64() - start < 100000000LL) { }
  seen = flag;
}
int main() {
  flag = 1;
  {
    S V;
    foo<<<1, 1>>>(V);
  }
  CC_SYNC();
  std::printf("seen %d\n", seen);
  return 0;
}
