/*---
section: "D.3.1"
clause: dp.exec.device-launch
description: "A kernel template instantiated and launched from device code."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "3 6 9 12 5 10 15 20\n"
---*/
#include "cuconform.h"

template <int N, typename T>
__global__ void child(T *out) { out[threadIdx.x] = T(N) * T(threadIdx.x + 1); }

__global__ void parent(int *out) {
    child<3, int><<<1, 4>>>(out);
    child<5><<<1, 4>>>(out + 4);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 8 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 8 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[8];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 8; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
