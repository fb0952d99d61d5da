/*---
section: I.4.9.3.1
clause: global.arg-copied-more-than-once
description: "Each copy increments a generation count carried in the object: the generation the kernel sees counts the stubs' copies, which is unspecified (printed)."
verdict: ub
phase: run
witness:
  unobservable: "how many times the launch stubs copy an argument (so what its copy constructor leaves) is unspecified: every printed value is a valid state, with no bad memory access for a tool to see"
---*/
#include "cuconform.h"
struct S {
  int gen;
  __host__ __device__ S() : gen(0) { }
  __host__ __device__ S(const S &o) : gen(o.gen + 1) { }
};
__global__ void foo(S in, int *out) { *out = in.gen; }
int main() {
  S tmp;
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  foo<<<1, 1>>>(tmp, out);
  CC_SYNC();
  std::printf("generation %d\n", *out);
  return 0;
}
