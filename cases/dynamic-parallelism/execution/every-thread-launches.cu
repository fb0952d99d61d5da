/*---
section: "D.2.1.1"
clause: dp.exec.device-launch
description: "Every thread of a two-block grid launches its own child grid; all 64 children complete before the host's synchronization returns."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "2080\n"
---*/
#include "cuconform.h"

__global__ void child(int *slot, int v) { *slot = v; }

__global__ void parent(int *out) {
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    child<<<1, 1>>>(out + gid, gid + 1);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 64 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 64 * sizeof(int)));
    parent<<<2, 32>>>(d);
    CC_SYNC();
    int h[64];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    long long s = 0;
    for (int i = 0; i < 64; ++i) s += h[i];
    std::printf("%lld\n", s);
    return 0;
}
