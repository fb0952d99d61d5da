/*---
section: "D.2.2.1.1"
clause: dp.coherence.unsynchronized
description: "The child only reads data the parent wrote before the launch, and after the launch the parent writes only other locations: parent and child never access one location outside the consistency points."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "2 3 5 10\n"
---*/
#include "cuconform.h"

__global__ void child(const int *in, int *out) { *out = in[0] + in[1]; }

__global__ void parent(int *x) {
    x[0] = 2;
    x[1] = 3;
    child<<<1, 1>>>(x, x + 2);
    x[3] = 10;   // a location the child never touches
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
