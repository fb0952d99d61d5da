/*---
section: "D.3.1"
clause: dp.exec.config
description: "Ns gives the dynamic shared memory per block of a device-side launch; the child can use Ns bytes of extern __shared__ memory."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "2080\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) {
    extern __shared__ int smem[];
    smem[threadIdx.x] = threadIdx.x + 1;
    __syncthreads();
    out[threadIdx.x] = smem[blockDim.x - 1 - threadIdx.x];
}

__global__ void parent(int *out) {
    size_t Ns = 64 * sizeof(int);
    child<<<1, 64, Ns>>>(out);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 64 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 64 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[64];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    long long s = 0;
    for (int i = 0; i < 64; ++i) s += h[i];
    std::printf("%lld\n", s);
    return 0;
}
