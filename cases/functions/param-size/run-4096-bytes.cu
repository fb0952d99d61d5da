/*---
section: I.4.9.3
clause: global.param-size-limit
description: "A parameter list of exactly 4096 bytes (1022 ints, then a pointer) arrives intact: the kernel sums the ints."
verdict: ok
phase: run
run:
  stdout: "521731\n"
---*/
#include "cuconform.h"
struct Blob { int data[1022]; };
__global__ void kern(Blob b, long long *out) {
  long long s = 0;
  for (int i = 0; i < 1022; ++i) s += b.data[i];
  *out = s;
}
int main() {
  Blob b;
  for (int i = 0; i < 1022; ++i) b.data[i] = i;
  long long *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(long long)));
  kern<<<1, 1>>>(b, out);
  CC_SYNC();
  std::printf("%lld\n", *out);
  return 0;
}
