/*---
section: I.4.10.5
clause: class.anonymous-union-no-device-reference
description: "A function-local anonymous union in device code type-puns as expected."
verdict: ok
phase: run
run:
  stdout: "3f800000\n"
---*/
#include "cuconform.h"
__global__ void kern(unsigned *out) {
  union { float f; unsigned u; };
  f = 1.0f;
  *out = u;
}
int main() {
  unsigned *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(unsigned)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%08x\n", *out);
  return 0;
}
