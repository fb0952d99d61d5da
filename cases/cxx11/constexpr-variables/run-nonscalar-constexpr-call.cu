/*---
section: I.4.20.5
clause: hostvar.constexpr-nonscalar-in-constexpr-call
description: "A kernel sums host constexpr array elements through constant-expression calls of a constexpr __device__ function."
verdict: ok
phase: run
run:
  stdout: "567\n"
---*/
#include "cuconform.h"
constexpr int host_arr[] = { 5, 6, 7};
constexpr __device__ int get(int idx) { return host_arr[idx]; }
__global__ void k(int *out) {
  constexpr int a = get(0), b = get(1), c = get(2);
  *out = a * 100 + b * 10 + c;
}
int main() {
  int *d, h = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  k<<<1,1>>>(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
