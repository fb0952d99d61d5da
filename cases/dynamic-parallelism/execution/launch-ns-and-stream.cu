/*---
section: "D.3.1"
clause: dp.exec.stream-same-block
description: "A device-side launch with all four configuration arguments (Dg, Db, Ns, S) into a stream created in the same block."
verdict: ok
revisions:
  until-12-0: {note: "CDP1 (thread-block scope, dp.exec.stream-same-block): the stream never leaves the block that created it, as the rule requires."}
  since-12-0: {clause: dp.cdp2.grid-scope, note: "CDP2 (grid scope since CUDA 12.0): a stream created by one thread may be used by any thread of the grid, so use within its own block stays valid; the claim holds in both editions."}
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "3 3 3 3 6 6 6 6\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) {
    extern __shared__ int smem[];
    smem[threadIdx.x] = 3;
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] = smem[(threadIdx.x + 1) % blockDim.x] * (blockIdx.x + 1);
}

__global__ void parent(int *out) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    child<<<dim3(2), dim3(4), 4 * sizeof(int), s>>>(out);
    cudaStreamDestroy(s);
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
