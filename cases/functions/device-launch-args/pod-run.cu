/*---
section: I.4.9.3.1
clause: global.device-launch-trivially-copyable
description: "A device-side launch with a trivially copyable struct argument delivers its value to the child."
verdict: ok
phase: run
flags: ["-rdc=true"]
requires: {rdc: true, features: [cdp]}
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
struct S { int x; int y; };
__global__ void child(S s, int *out) { *out = s.x * s.y; }
__global__ void parent(int *out) {
  S s{6, 7};
  child<<<1, 1>>>(s, out);
}
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  parent<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
