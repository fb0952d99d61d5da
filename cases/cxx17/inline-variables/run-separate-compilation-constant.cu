/*---
section: I.4.22.1
clause: memspace.inline-variable-internal-linkage
description: "In separate compilation mode an inline __constant__ variable defined in two translation units has one value seen by both."
verdict: ok
phase: run
std: c++17
requires:
  toolchains: [nvcc, checker]
  rdc: true
tus: 2
run:
  stdout: "9 9\n"
note: "The host writes the variable once through TU 1's symbol; both translation units' kernels read the same variable."
---*/
#include "cuconform.h"
inline __constant__ int cval = 7;
#if CUCONFORM_TU == 1
__global__ void get1(int *out) { out[0] = cval; }
void launch_get2(int *out);
int main() {
  int *d, h[2] = {0, 0};
  const int v = 9;
  CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
  CC_CHECK(cudaMemcpyToSymbol(cval, &v, sizeof(int)));
  get1<<<1,1>>>(d);
  launch_get2(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(h, d, 2 * sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d %d\n", h[0], h[1]);
  return 0;
}
#else
__global__ void get2(int *out) { out[1] = cval; }
void launch_get2(int *out) { get2<<<1,1>>>(out); }
#endif
