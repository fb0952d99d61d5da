/*---
section: I.4.22.1
clause: memspace.inline-variable-internal-linkage
description: "In separate compilation mode a static inline __device__ variable is a distinct variable in each translation unit."
verdict: ok
phase: run
std: c++17
requires:
  toolchains: [nvcc, checker]
  rdc: true
tus: 2
run:
  stdout: "0\n"
---*/
#include "cuconform.h"
static inline __device__ int counter = 0;
#if CUCONFORM_TU == 1
__global__ void set(int v) { counter = v; }
void launch_get(int *out);
int main() {
  int *d, h = -1;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  set<<<1,1>>>(42);
  CC_SYNC();
  launch_get(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
#else
__global__ void get(int *out) { *out = counter; }
void launch_get(int *out) { get<<<1,1>>>(out); }
#endif
