/*---
section: I.6.2
clause: xlambda.restriction-12.array-rank
description: "An array of 7 dimensions may be captured by an extended __device__ lambda"
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "21\n"
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
  int arr[2][1][1][1][1][1][3];
  int k = 1;
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 3; ++j)
      arr[i][0][0][0][0][0][j] = k++;
  auto lam = [=] __device__ {
    int s = 0;
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < 3; ++j)
        s += arr[i][0][0][0][0][0][j];
    return s;
  };
  return eval_on_device(lam);
}

int main() {
  std::printf("%d\n", test());
  return 0;
}
