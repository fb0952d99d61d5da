/*---
section: I.4.9.6
clause: global.no-recursion
description: "A kernel launching itself from device code (dynamic parallelism) starts nested grids; this is not a recursive call."
verdict: ok
phase: run
flags: ["-rdc=true"]
requires: {rdc: true, features: [cdp]}
run:
  stdout: "4\n"
note: "Reading of I.4.9.6 against Appendix D: a device-side launch creates a child grid (nesting depth 4 here, under the limit of 24) rather than calling the function."
---*/
#include "cuconform.h"
__global__ void kern(int n, int *out) {
  atomicAdd(out, 1);
  if (n > 0)
    kern<<<1, 1>>>(n - 1, out);
}
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  *out = 0;
  kern<<<1, 1>>>(3, out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
