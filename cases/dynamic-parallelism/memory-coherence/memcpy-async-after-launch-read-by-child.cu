/*---
section: "D.2.2.1.1"
clause: dp.coherence.launch-point
description: "The parent fills the child's input with a device-side cudaMemcpyAsync() issued after the launch, in another stream: the copy is not a memory operation prior to the child's invocation."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
---*/
#include "cuconform.h"

__device__ int g_src[2] = {8, 9};

__global__ void child(const int *in, int *out) { out[0] = in[0] + in[1]; }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    child<<<1, 1>>>(x, x + 2);
    cudaMemcpyAsync(x, g_src, sizeof g_src, cudaMemcpyDeviceToDevice, s);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    int h[3] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 3; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
