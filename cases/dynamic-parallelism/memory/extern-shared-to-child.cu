/*---
section: "D.2.2.1.4"
clause: dp.shared.no-pass
description: "A parent passes a pointer into its dynamic extern __shared__ memory to a child, which writes it."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness: {memcheck: out-of-bounds}
---*/
#include "cuconform.h"

__global__ void child(int *p) { p[threadIdx.x] = 1; }

__global__ void parent() {
    extern __shared__ int smem[];
    if (threadIdx.x == 0)
        child<<<1, 8>>>(smem + 8);
}

int main() {
    parent<<<1, 32, 64 * sizeof(int)>>>();
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
