/*---
section: I.4.18
clause: attr.const-pure-supported
description: "Guide example with get defined as a pure computation: doit returns twice get(in)."
verdict: ok
phase: run
tags: [example]
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
__attribute__((const)) __device__ int get(int in);

__device__ int doit(int in) {
int sum = 0;

//because 'get' is marked with 'const' attribute
//device code optimizer can recognize that the
//second call to get() can be commoned out.
sum = get(in);
sum += get(in);

return sum;
}
__device__ int get(int in) { return in * 3; }
__global__ void kern(int in, int *out) { *out = doit(in); }
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(7, out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
