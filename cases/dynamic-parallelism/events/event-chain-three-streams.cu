/*---
section: "D.3.1.3"
clause: dp.events.stream-wait
description: "A chain s1 -> e1 -> s2 -> e2 -> s3: each stage reads its predecessor's output."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 3 6\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void stage(int *x, int i) { spin(300000); x[i] = (i ? x[i - 1] : 0) + i + 1; }

__global__ void parent(int *x) {
    cudaStream_t s[3];
    cudaEvent_t e[2];
    for (int i = 0; i < 3; ++i) cudaStreamCreateWithFlags(&s[i], cudaStreamNonBlocking);
    for (int i = 0; i < 2; ++i) cudaEventCreateWithFlags(&e[i], cudaEventDisableTiming);
    stage<<<1, 1, 0, s[0]>>>(x, 0);
    cudaEventRecord(e[0], s[0]);
    cudaStreamWaitEvent(s[1], e[0], 0);
    stage<<<1, 1, 0, s[1]>>>(x, 1);
    cudaEventRecord(e[1], s[1]);
    cudaStreamWaitEvent(s[2], e[1], 0);
    stage<<<1, 1, 0, s[2]>>>(x, 2);
    for (int i = 0; i < 2; ++i) cudaEventDestroy(e[i]);
    for (int i = 0; i < 3; ++i) cudaStreamDestroy(s[i]);
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
