/*---
section: I.4.9.3.1
clause: global.arg-memcpy-not-copy-ctor
description: "A non-trivially-copyable argument whose copy constructor copies the value: whatever the stubs do, the bytes reach the kernel and the value is intact."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
struct S {
  int x;
  __host__ __device__ S(int v) : x(v) { }
  __host__ __device__ S(const S &o) : x(o.x) { }
};
__global__ void foo(S in, int *out) { *out = in.x; }
int main() {
  S tmp(42);
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  foo<<<1, 1>>>(tmp, out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
