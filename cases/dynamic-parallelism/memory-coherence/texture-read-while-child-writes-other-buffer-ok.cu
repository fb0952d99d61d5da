/*---
section: "D.2.2.1.6"
clause: dp.texture.concurrent
description: "A child writes a buffer that no texture maps while the parent keeps fetching the texture: the texture-mapped memory is never written concurrently."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "5 6 7 8\n"
---*/
#include "cuconform.h"

__global__ void child(int *other) { other[threadIdx.x] = 7; }

__global__ void parent(cudaTextureObject_t t, int *other, int *out) {
    if (threadIdx.x == 0) child<<<1, 4>>>(other);
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
    int *buf, *other, *out;
    CC_CHECK(cudaMalloc(&buf, 4 * sizeof(int)));
    CC_CHECK(cudaMalloc(&other, 4 * sizeof(int)));
    CC_CHECK(cudaMalloc(&out, 4 * sizeof(int)));
    int init[4] = {5, 6, 7, 8};
    CC_CHECK(cudaMemcpy(buf, init, sizeof init, cudaMemcpyHostToDevice));
    cudaTextureObject_t t = make_tex(buf, 4);
    parent<<<1, 4>>>(t, other, out);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    return 0;
}
