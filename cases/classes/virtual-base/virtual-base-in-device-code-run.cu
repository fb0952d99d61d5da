/*---
section: I.4.10.4
clause: global.param-no-virtual-base
description: "Classes with virtual bases are usable inside device code; only passing them to a kernel is restricted."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
struct B { int a; __device__ B() : a(40) { } };
struct L : virtual B { __device__ L() { } };
struct R : virtual B { __device__ R() { } };
struct D : L, R { int d; __device__ D() : d(2) { } };
__global__ void kern(int *out) {
  D obj;
  L *l = &obj;
  *out = l->a + obj.d;
}
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
