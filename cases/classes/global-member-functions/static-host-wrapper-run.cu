/*---
section: I.4.10.2
clause: global.no-static-member
description: "A static member function launches a namespace-scope kernel and the result comes back."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
__global__ void kern_impl(int *out) { *out = 42; }
struct S {
  static void launch(int *out) { kern_impl<<<1, 1>>>(out); }
};
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  S::launch(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
