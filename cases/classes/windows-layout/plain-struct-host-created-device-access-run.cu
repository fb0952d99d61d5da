/*---
section: I.4.10.6
clause: class.windows-host-object-in-device
description: "An object of a class outside the set C, created in host code in managed memory, is accessed and its member function called in device code."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
#include <new>
struct P {
  int a;
  __host__ __device__ int twice(void) const { return 2 * a; }
};
__global__ void kern(const P *p, int *out) { *out = p->twice(); }
int main() {
  void *buf;
  int *out;
  CC_CHECK(cudaMallocManaged(&buf, sizeof(P)));
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  P *p = new (buf) P();
  p->a = 21;
  kern<<<1, 1>>>(p, out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
