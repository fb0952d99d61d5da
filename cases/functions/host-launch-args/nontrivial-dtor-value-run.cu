/*---
section: I.4.9.3.1
clause: global.host-launch-nontrivial-args
description: "A host-launched argument with a non-trivial destructor that touches only host state: the kernel sees the value passed."
verdict: ok
phase: run
run:
  stdout: "7 destroyed\n"
---*/
#include "cuconform.h"
static int host_destroyed = 0;
struct S {
  int x;
  S(int v) : x(v) { }
  S(const S &o) : x(o.x) { }
  ~S() { ++host_destroyed; }
};
__global__ void foo(S in, int *out) { *out = in.x + 1; }
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  {
    S tmp(6);
    foo<<<1, 1>>>(tmp, out);
    CC_SYNC();
  }
  std::printf("%d %s\n", *out, host_destroyed >= 1 ? "destroyed" : "not-destroyed");
  return 0;
}
