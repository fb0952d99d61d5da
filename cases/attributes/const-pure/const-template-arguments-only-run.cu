/*---
section: I.4.18
clause: attr.const-assumption-ub
description: "A const device function template that reads only its arguments, called twice with the same arguments and once with others in a kernel"
verdict: ok
phase: run
run:
  stdout: "26\n"
---*/
#include "cuconform.h"
template <typename T> __attribute__((const)) __device__ T mix(T a, T b) { return a * 3 + b; }
__global__ void kern(int *out) { *out = mix(2, 5) + mix(2, 5) + mix(1, 1); }
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
