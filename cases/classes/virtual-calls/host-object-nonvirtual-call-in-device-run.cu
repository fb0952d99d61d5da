/*---
section: I.4.10.3
clause: class.virtual-call-host-object-in-device
description: "A non-virtual member call in device code on an object created in host code (managed memory) is not covered by the restriction and works."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
#include <new>
struct B {
  int v;
  virtual __host__ __device__ ~B() { }
  __host__ __device__ int get(void) const { return v; }
};
__global__ void kern(const B *p, int *out) { *out = p->get(); }
int main() {
  void *buf;
  int *out;
  CC_CHECK(cudaMallocManaged(&buf, sizeof(B)));
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  B *p = new (buf) B();
  p->v = 42;
  kern<<<1, 1>>>(p, out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
