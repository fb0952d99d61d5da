/*---
section: I.4.9.3
clause: global.param-no-reference
description: "A by-value parameter is a copy: the kernel's write to it does not reach the host variable."
verdict: ok
phase: run
run:
  stdout: "42 41\n"
---*/
#include "cuconform.h"
struct S { int a; };
__global__ void kern(S s, int *out) { s.a += 1; *out = s.a; }
int main() {
  S s = {41};
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(s, out);
  CC_SYNC();
  std::printf("%d %d\n", *out, s.a);
  return 0;
}
