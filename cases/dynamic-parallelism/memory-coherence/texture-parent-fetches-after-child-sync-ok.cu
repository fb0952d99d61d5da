/*---
section: "D.2.2.1.6"
clause: dp.texture.coherence
description: "CDP1: a child writes the texture-mapped buffer; after cudaDeviceSynchronize() and __syncthreads() every parent thread fetches its element through the texture and sees the child's value."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "5 10 15 20\n"
---*/
#include "cuconform.h"

__global__ void child(int *buf) { buf[threadIdx.x] = 5 * (threadIdx.x + 1); }

__global__ void parent(int *buf, cudaTextureObject_t t, int *out) {
    if (threadIdx.x == 0) {
        child<<<1, 4>>>(buf);
        cudaDeviceSynchronize();
    }
    __syncthreads();
    out[threadIdx.x] = tex1Dfetch<int>(t, threadIdx.x);
}

static cudaTextureObject_t make_tex(int *buf, int n) {
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeLinear;
    res.res.linear.devPtr = buf;
    res.res.linear.desc = cudaCreateChannelDesc<int>();
    res.res.linear.sizeInBytes = n * sizeof(int);
    cudaTextureDesc td = {};
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t t = 0;
    CC_CHECK(cudaCreateTextureObject(&t, &res, &td, nullptr));
    return t;
}

int main() {
    int *buf, *out;
    CC_CHECK(cudaMalloc(&buf, 4 * sizeof(int)));
    CC_CHECK(cudaMalloc(&out, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(buf, 0, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(out, 0, 4 * sizeof(int)));
    cudaTextureObject_t t = make_tex(buf, 4);
    parent<<<1, 4>>>(buf, t, out);
    CC_SYNC();
    int h[4] = {};
    CC_CHECK(cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    return 0;
}
