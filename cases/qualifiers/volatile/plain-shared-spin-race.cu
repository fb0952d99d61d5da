/*---
section: I.4.3.3
clause: volatile.compiler-may-optimize
description: "A thread polls a plain (non-volatile) __shared__ flag set by another warp with no synchronization: a data race the compiler may hoist out of the loop (bounded by clock64)."
verdict: ub
phase: run
run:
  timeout: 20
witness: {racecheck: shared-hazard}
---*/
#include "cuconform.h"

__global__ void kern(int *out)
{
  __shared__ int flag;
  if (threadIdx.x == 0) flag = 0;
  __syncthreads();
  if (threadIdx.x == 0) {
    flag = 1;
  } else if (threadIdx.x == 32) {
    long long start = clock64();
    while (flag == 0 && clock64() - start < 2000000000LL) { }
    *out = flag;
  }
}

int main(void)
{
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kern<<<1, 64>>>(d);
  CC_SYNC();
  int h = -1;
  CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%s\n", h ? "seen" : "not seen");
  return 0;
}
