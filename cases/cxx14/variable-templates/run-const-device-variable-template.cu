/*---
section: I.4.21.2
clause: vartemplate.windows-const
description: "A kernel reads a const __device__ variable template for two types."
verdict: ok
phase: run
std: c++14
run:
  stdout: "3 0.5\n"
---*/
#include "cuconform.h"
template <typename T>
__device__ const T d1(2);
__global__ void k(int *a, double *b) { *a = d1<int> + 1; *b = d1<double> / 4; }
int main() {
  int *a, ha = 0;
  double *b, hb = 0;
  CC_CHECK(cudaMalloc(&a, sizeof(int)));
  CC_CHECK(cudaMalloc(&b, sizeof(double)));
  k<<<1,1>>>(a, b);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(&ha, a, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaMemcpy(&hb, b, sizeof(double), cudaMemcpyDeviceToHost));
  std::printf("%d %.1f\n", ha, hb);
  return 0;
}
