/*---
section: "D.3.1.1.1"
clause: dp.exec.no-start-guarantee
description: "The child spins on a flag the parent sets after the launch; correct only if parent and child run concurrently, which is not guaranteed."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  timeout: 5
---*/
#include "cuconform.h"

__global__ void child(volatile int *flag, int *out) {
    while (*flag == 0) { }
    *out = 1;
}

__global__ void parent(volatile int *flag, int *out) {
    child<<<1, 1>>>(flag, out);
    __threadfence();
    *flag = 1;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d, d + 1);
    CC_SYNC();
    std::printf("done\n");
    return 0;
}
