/*---
section: I.4.20.5
clause: hostvar.constexpr-scalar-value
description: "A kernel computes the guide's xxx + yyy + S1_t::qqq + get(2) from host constexpr values."
verdict: ok
phase: run
run:
  stdout: "127\n"
---*/
#include "cuconform.h"
constexpr int xxx = 10;
constexpr int yyy = xxx + 4;
struct S1_t { static constexpr int qqq = 100; };
constexpr int host_arr[] = { 1, 2, 3};
constexpr __device__ int get(int idx) { return host_arr[idx]; }
__global__ void k(int *out) {
  int v1 = xxx + yyy + S1_t::qqq;
  v1 += get(2);
  *out = v1;
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
