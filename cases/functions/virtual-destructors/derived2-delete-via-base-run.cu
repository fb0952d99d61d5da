/*---
section: I.4.9.2
clause: function.virtual-dtor-override-space
description: "Deleting a Derived2 through a Base2 pointer in device code runs the implicit __device__ ~Derived2 (observed through a member destructor)."
verdict: ok
phase: run
run:
  stdout: "1\n"
---*/
#include "cuconform.h"
__device__ int destroyed;
struct Member { __device__ ~Member() { destroyed += 1; } };
struct Base2 { virtual __device__ ~Base2(); };
__device__ Base2::~Base2() = default;
struct Derived2 : Base2 { Member m; };
__global__ void kern(int *out) {
  Base2 *p = new Derived2();
  delete p;
  *out = destroyed;
}
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
