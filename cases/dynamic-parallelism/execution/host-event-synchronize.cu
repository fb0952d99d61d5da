/*---
section: "D.2.1.1"
clause: dp.exec.parent-waits-children
description: "A host event recorded after the parent launch completes only after the parent's children have completed."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 2 3 4\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void child(int *out, int v) { spin(500000); out[v] = v + 1; }
__global__ void parent(int *out) { child<<<1, 1>>>(out, threadIdx.x); }

int main() {
    int *d, *h;
    cudaEvent_t e;
    CC_CHECK(cudaEventCreate(&e));
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMallocHost(&h, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    parent<<<1, 4>>>(d);
    CC_CHECK(cudaGetLastError());
    CC_CHECK(cudaMemcpyAsync(h, d, 4 * sizeof(int), cudaMemcpyDeviceToHost, 0));
    CC_CHECK(cudaEventRecord(e, 0));
    CC_CHECK(cudaEventSynchronize(e));
    std::printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    return 0;
}
