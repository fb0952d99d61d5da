/*---
section: "D.3.1.1.1"
clause: dp.exec.launch-async
description: "The launching thread continues after <<< >>> without waiting for the child; both the parent's later write and the child's write reach the host."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 2 1 4\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) { out[0] = 1; }

__global__ void parent(int *out) {
    child<<<1, 1>>>(out);
    out[1] = 2;
    child<<<1, 1>>>(out + 2);
    out[3] = 4;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
