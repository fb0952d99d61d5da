/*---
section: "I.4.3.3"
clause: volatile.compiler-may-optimize
description: "Lanes of one warp exchange values through plain __shared__ memory separated by __syncwarp(), whose memory ordering the compiler must respect: each lane reads its neighbour's value."
verdict: ok
phase: run
run:
  stdout: "10 20 0\n"
---*/
#include "cuconform.h"

__global__ void rotate(int *out) {
    __shared__ int buf[32];
    buf[threadIdx.x] = (int)threadIdx.x * 10;
    __syncwarp();
    out[threadIdx.x] = buf[(threadIdx.x + 1) % 32];
}

int main(void) {
    int *d = nullptr;
    CC_CHECK(cudaMalloc(&d, 32 * sizeof(int)));
    rotate<<<1, 32>>>(d);
    CC_SYNC();
    int h[32];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d\n", h[0], h[1], h[31]);
    return 0;
}
