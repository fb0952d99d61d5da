/*---
section: I.4.10.6
clause: class.windows-layout-exclusive-use
description: "A class with multiple inheritance from empty bases and a virtual function, used only in device code, works (on any host compiler)."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
struct E1 { };
struct E2 { };
struct C : E1, E2 {
  int v;
  __device__ C() : v(40) { }
  virtual __device__ int get(void) const { return v + 2; }
};
__global__ void kern(int *out) {
  C c;
  *out = c.get();
}
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
