/*---
section: I.4.9.3
clause: function.separate-compilation-complete-types
description: "Calling across units with the struct complete in both passes the value through."
verdict: ok
phase: run
requires: {rdc: true}
tus: 2
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
struct S { int x; };
#if CUCONFORM_TU == 1
__device__ int get(S s);
__global__ void kern(int *out) { *out = get(S{7}); }
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
#endif
#if CUCONFORM_TU == 2
__device__ int get(S s) { return s.x * 6; }
#endif
