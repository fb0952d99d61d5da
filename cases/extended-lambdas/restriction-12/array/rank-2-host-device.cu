/*---
section: I.6.2
clause: xlambda.restriction-12.array-rank
description: "A two-dimensional array captured by an extended __host__ __device__ lambda gives the same result on host and device"
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "1234 1234\n"
---*/
#include "cuconform.h"
template <typename F>
__global__ void eval_kernel(F f, int *out) { *out = f(); }

template <typename F>
int eval_on_device(F f) {
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  eval_kernel<<<1, 1>>>(f, d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  return h;
}

int test(void) {
  int m[2][2] = {{1, 2}, {3, 4}};
  auto lam = [m] __host__ __device__ { return m[0][0] * 1000 + m[0][1] * 100 + m[1][0] * 10 + m[1][1]; };
  std::printf("%d %d\n", lam(), eval_on_device(lam));
  return 0;
}

int main() { return test(); }
