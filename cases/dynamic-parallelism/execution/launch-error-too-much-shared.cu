/*---
section: "D.3.1.7"
clause: dp.errors.launch-failure
description: "A device-side launch asking for 1 MB of dynamic shared memory fails; cudaGetLastError() reports an error and the child never runs."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 0\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) { out[1] = 1; }

__global__ void parent(int *out) {
    child<<<1, 32, 1 << 20>>>(out);
    out[0] = cudaGetLastError() != cudaSuccess;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
