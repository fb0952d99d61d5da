/*---
section: I.4.9.3.1
clause: global.arg-memcpy-not-copy-ctor
description: "Guide example: the copy constructor sets ptr = &x but the kernel parameter is memcpy'd, so assert(in.ptr == &in.x) may fail."
verdict: ub
phase: run
tags: [example]
witness: {program: {output: "Assertion `in.ptr == &in.x` failed"}}
---*/
#include <cassert>
struct S {
 int x;
 int *ptr;
 __host__ __device__ S() { }
 __host__ __device__ S(const S &) { ptr = &x; }
};

__global__ void foo(S in) {
 // this assert may fail, because the compiler
 // generated code will memcpy the contents of "in"
 // from host to kernel parameter memory, so the
 // "in.ptr" is not initialized to "&in.x" because
 // the copy constructor is skipped.
 assert(in.ptr == &in.x);
}

int main() {
  S tmp;
  foo<<<1,1>>>(tmp);
  cudaDeviceSynchronize();
}
