/*---
section: I.4.9.2
clause: function.virtual-dtor-override-space
description: "Deleting a Derived1 through a Base1 pointer works on the host and on the device: ~Derived1 is __host__ __device__."
verdict: ok
phase: run
run:
  stdout: "2\n"
---*/
#include "cuconform.h"
struct Counter { int *n; __host__ __device__ ~Counter() { *n += 1; } };
struct Base1 { virtual __host__ __device__ ~Base1() { } };
struct Derived1 : Base1 { Counter c; __host__ __device__ explicit Derived1(int *n) { c.n = n; } };
__global__ void kern(int *n) {
  Base1 *p = new Derived1(n);
  delete p;
}
int main() {
  int *n;
  CC_CHECK(cudaMallocManaged(&n, sizeof(int)));
  *n = 0;
  kern<<<1, 1>>>(n);
  CC_SYNC();
  Base1 *p = new Derived1(n);
  delete p;
  std::printf("%d\n", *n);
  return 0;
}
