/*---
section: "D.2.2.1.2"
clause: dp.coherence.zero-copy-no-alloc
description: "The host allocates and frees the zero-copy buffer (cudaMallocHost / cudaFreeHost); the kernel only uses it and takes its own scratch memory with device-side cudaMalloc()/cudaFree(), which the device runtime does offer."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 2 4 6\n"
---*/
#include "cuconform.h"

__global__ void child(int *host_visible, const int *scratch) {
    host_visible[threadIdx.x] = scratch[threadIdx.x] * 2;
}

__global__ void parent(int *host_visible) {
    int *scratch = nullptr;
    if (cudaMalloc((void **)&scratch, 4 * sizeof(int)) != cudaSuccess) return;
    for (int i = 0; i < 4; ++i) scratch[i] = i;
    child<<<1, 4>>>(host_visible, scratch);
    // Not freed here: the child may still read it, and the parent has no portable way to wait
    // for the child (CDP2 removed device-side cudaDeviceSynchronize). The heap goes at exit.
}

int main() {
    int *h = nullptr;
    CC_CHECK(cudaMallocHost(&h, 4 * sizeof(int)));
    for (int i = 0; i < 4; ++i) h[i] = -1;
    int *d = nullptr;
    CC_CHECK(cudaHostGetDevicePointer(&d, h, 0));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    std::printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    CC_CHECK(cudaFreeHost(h));
    return 0;
}
