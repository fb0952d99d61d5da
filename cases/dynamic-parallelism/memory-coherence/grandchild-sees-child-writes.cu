/*---
section: "D.2.2.1.1"
clause: dp.coherence.launch-point
description: "The launch-point guarantee holds at every level: a grandchild sees what the child wrote before launching it."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "4 40 44\n"
---*/
#include "cuconform.h"

__global__ void grandchild(int *data) { data[2] = data[0] + data[1]; }

__global__ void child(int *data) {
    data[1] = data[0] * 10;
    grandchild<<<1, 1>>>(data);
}

__global__ void parent(int *data) {
    data[0] = 4;
    child<<<1, 1>>>(data);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 3; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
