/*---
section: I.4.3.3
clause: volatile.actual-memory-access
description: "Without volatile, a poll of a plain __device__ flag set by another block is a data race: no actual load is promised per iteration (bounded by clock64)."
verdict: ub
phase: run
run:
  timeout: 20
witness:
  unobservable: "a race on global memory between thread blocks of one grid: racecheck sees shared memory only, and no tool here checks global-memory ordering"
---*/
#include "cuconform.h"

__device__ int flag = 0;

__global__ void kern(int *out)
{
  if (threadIdx.x != 0) return;
  if (blockIdx.x == 0) {
    flag = 1;
  } else {
    long long start = clock64();
    while (flag == 0 && clock64() - start < 2000000000LL) { }
    *out = flag;
  }
}

int main(void)
{
  int *d = nullptr;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kern<<<2, 32>>>(d);
  CC_SYNC();
  int h = -1;
  CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  std::printf("%s\n", h ? "seen" : "not seen");
  return 0;
}
