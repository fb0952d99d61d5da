/*---
section: I.4.9.1
clause: function.extern-linkage-same-unit
description: "A call across translation units linked by nvlink runs the definition from the other unit."
verdict: ok
phase: run
requires: {rdc: true}
tus: 2
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
#if CUCONFORM_TU == 1
extern __device__ int twice(int v);
__global__ void kern(int *out) { *out = twice(21); }
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
__device__ int twice(int v) { return 2 * v; }
#endif
