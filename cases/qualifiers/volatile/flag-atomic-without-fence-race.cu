/*---
section: "I.4.3.3"
clause: volatile.compiler-may-optimize
description: "One block writes plain global data then sets an atomic flag without a memory fence; another block that sees the flag reads the data: without the fence no ordering is promised, so the data read is a race (bounded by clock64)."
verdict: ub
phase: run
run:
  timeout: 20
witness:
  unobservable: "a race on global memory between thread blocks of one grid: racecheck sees shared memory only, and no tool here checks global-memory ordering"
note: "The guide names memory fence functions as what the compiler must respect; with the __threadfence() left out between the data write and the flag, the reader may see the flag and a stale value (the fenced form is plain-global-fence-atomic)."
---*/
#include "cuconform.h"

__device__ int data = 0;
__device__ int ready = 0;

__global__ void pass(int *out) {
    if (blockIdx.x == 0) {
        data = 42;
        atomicExch(&ready, 1);
    } else {
        long long start = clock64();
        while (atomicAdd(&ready, 0) == 0 && clock64() - start < 2000000000LL) {
        }
        *out = data;
    }
}

int main(void) {
    int *d = nullptr;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    pass<<<2, 1>>>(d);
    CC_SYNC();
    int h = -1;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h);
    return 0;
}
