/*---
section: "D.2.2.1.6"
clause: dp.texture.coherence
description: "The parent fetches through a texture memory that its child is writing, without synchronizing on the child's completion."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "texture fetches racing with writes to the memory they map: the texture cache may return stale data; no tool here checks texture coherence or races on global memory"
---*/
#include "cuconform.h"

__global__ void child(int *buf) { buf[0] = 1; }

__global__ void parent(int *buf, cudaTextureObject_t t, int *out) {
    child<<<1, 1>>>(buf);
    *out = tex1Dfetch<int>(t, 0);
}

int main() {
    int *buf, *out;
    CC_CHECK(cudaMalloc(&buf, 4 * sizeof(int)));
    CC_CHECK(cudaMalloc(&out, sizeof(int)));
    CC_CHECK(cudaMemset(buf, 0, 4 * sizeof(int)));
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeLinear;
    res.res.linear.devPtr = buf;
    res.res.linear.desc = cudaCreateChannelDesc<int>();
    res.res.linear.sizeInBytes = 4 * sizeof(int);
    cudaTextureDesc td = {};
    cudaTextureObject_t t;
    CC_CHECK(cudaCreateTextureObject(&t, &res, &td, nullptr));
    parent<<<1, 1>>>(buf, t, out);
    CC_SYNC();
    std::printf("done\n");
    return 0;
}
