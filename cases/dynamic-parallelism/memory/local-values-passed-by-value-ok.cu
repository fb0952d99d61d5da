/*---
section: "D.2.2.1.4"
clause: dp.mem.distinct-local-shared
description: "The parent's local array is passed to the child by value inside a struct (copied into the launch parameters), never by address: the child gets its own copy."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 6 11 16\n"
---*/
#include "cuconform.h"

struct Four { int v[4]; };

__global__ void child(Four f, int *out) { out[threadIdx.x] = f.v[threadIdx.x] + 1; }

__global__ void parent(int *out) {
    Four local;
    for (int i = 0; i < 4; ++i) local.v[i] = i * 5;
    child<<<1, 4>>>(local, out);
    local.v[0] = -1;     // changes the parent's copy only
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
