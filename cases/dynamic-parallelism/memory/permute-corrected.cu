/*---
section: "D.3.1.6.3"
clause: dp.shared-decl.both-valid
description: "The permute pattern with the block size matching n: each level reverses its range in extern __shared__ memory sized by the device-side launch, writes back to global memory, and recurses on both halves."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "10 11 8 9 14 15 12 13 2 3 0 1 6 7 4 5\n"
note: "Each level reverses its range, then the two halves recurse; the expected order is computed from that definition."
---*/
#include "cuconform.h"

__device__ void permute_data(int *smem, int n) {
    if (threadIdx.x == 0)
        for (int i = 0; i < n / 2; ++i) {
            int t = smem[i];
            smem[i] = smem[n - 1 - i];
            smem[n - 1 - i] = t;
        }
}

__global__ void permute(int n, int *data) {
    extern __shared__ int smem[];
    if (n <= 1)
        return;
    smem[threadIdx.x] = data[threadIdx.x];
    __syncthreads();
    permute_data(smem, n);
    __syncthreads();
    data[threadIdx.x] = smem[threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0) {
        permute<<<1, n / 2, n / 2 * sizeof(int)>>>(n / 2, data);
        permute<<<1, n / 2, n / 2 * sizeof(int)>>>(n / 2, data + n / 2);
    }
}

int main() {
    int h[16];
    for (int i = 0; i < 16; ++i) h[i] = i;
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof h));
    CC_CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
    permute<<<1, 16, 16 * sizeof(int)>>>(16, d);
    CC_SYNC();
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 16; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
