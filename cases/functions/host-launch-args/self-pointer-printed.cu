/*---
section: I.4.9.3.1
clause: global.arg-memcpy-not-copy-ctor
description: "A copy constructor that records a self-pointer: whether the kernel parameter points to itself is not guaranteed (printed)."
verdict: ub
phase: run
witness:
  unobservable: "how many times the launch stubs copy an argument (so what its copy constructor leaves) is unspecified: every printed value is a valid state, with no bad memory access for a tool to see"
---*/
#include "cuconform.h"
struct S {
  int x;
  int *ptr;
  __host__ __device__ S() : x(0), ptr(nullptr) { }
  __host__ __device__ S(const S &o) : x(o.x) { ptr = &x; }
};
__global__ void foo(S in, int *out) { *out = (in.ptr == &in.x); }
int main() {
  S tmp;
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  foo<<<1, 1>>>(tmp, out);
  CC_SYNC();
  std::printf("self-pointer %d\n", *out);
  return 0;
}
