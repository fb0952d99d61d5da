/*---
section: "D.3.1.3"
clause: dp.events.unsupported-apis
description: "Timing a dynamic-parallelism launch is done on the host: host events around the parent launch, cudaEventQuery/cudaEventSynchronize/cudaEventElapsedTime called from main()."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "timed 4\n"
---*/
#include "cuconform.h"

__global__ void child(int *p) { atomicAdd(p, 1); }
__global__ void parent(int *p) { child<<<1, 4>>>(p); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, sizeof(int)));
    cudaEvent_t start, stop;
    CC_CHECK(cudaEventCreate(&start));
    CC_CHECK(cudaEventCreate(&stop));
    CC_CHECK(cudaEventRecord(start));
    parent<<<1, 1>>>(d);
    CC_CHECK(cudaEventRecord(stop));
    CC_CHECK(cudaEventSynchronize(stop));
    CC_CHECK(cudaEventQuery(stop));
    float ms = -1.0f;
    CC_CHECK(cudaEventElapsedTime(&ms, start, stop));
    int h = 0;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%s %d\n", ms >= 0.0f ? "timed" : "untimed", h);
    return 0;
}
