/*---
section: I.4.9.3
clause: global.param-size-limit-12-1
description: "A 32,764-byte parameter list arrives intact: the kernel sums 8190 ints passed by value."
verdict: ok
phase: run
tags: [beyond-guide]
requires: {compute: 70}
since: "12.1"
run:
  stdout: "67067910\n"
---*/
#include "cuconform.h"
struct Blob { int data[8190]; };
__managed__ long long result;
__global__ void kern(Blob b, int scale) {
  long long s = 0;
  for (int i = 0; i < 8190; ++i) s += b.data[i];
  result = s * scale;
}
int main() {
  static Blob b;
  for (int i = 0; i < 8190; ++i) b.data[i] = i;
  kern<<<1, 1>>>(b, 2);
  CC_SYNC();
  std::printf("%lld\n", result);
  return 0;
}
