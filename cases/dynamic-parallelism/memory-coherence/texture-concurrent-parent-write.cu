/*---
section: "D.2.2.1.6"
clause: dp.texture.concurrent
description: "The parent keeps writing the texture-mapped buffer after launching a child that fetches it through the texture: concurrent accesses may give inconsistent data."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "texture fetches racing with writes to the memory they map: the texture cache may return stale data; no tool here checks texture coherence or races on global memory"
---*/
#include "cuconform.h"

__global__ void child(cudaTextureObject_t t, int *out) { out[threadIdx.x] = tex1Dfetch<int>(t, threadIdx.x); }

__global__ void parent(int *buf, cudaTextureObject_t t, int *out) {
    child<<<1, 4>>>(t, out);
    for (int i = 0; i < 4; ++i) buf[i] = i + 1;
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
    cudaTextureObject_t t = make_tex(buf, 4);
    parent<<<1, 1>>>(buf, t, out);
    CC_SYNC();
    std::printf("done\n");
    return 0;
}
