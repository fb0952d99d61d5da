/*---
section: "D.3.1"
clause: dp.exec.device-launch
description: "A struct passed by value as a child kernel argument from device code arrives intact."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "65 9 -7 123\n"
---*/
#include "cuconform.h"

struct Params {
    char tag;
    double scale;
    int count;
    short offsets[3];
};

__global__ void child(Params p, int *out) {
    out[0] = p.tag;
    out[1] = (int)(p.scale * 4);
    out[2] = p.count;
    out[3] = p.offsets[0] + p.offsets[1] + p.offsets[2];
}

__global__ void parent(int *out) {
    Params p;
    p.tag = 'A';
    p.scale = 2.25;
    p.count = -7;
    p.offsets[0] = 100; p.offsets[1] = 20; p.offsets[2] = 3;
    child<<<1, 1>>>(p, out);
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
