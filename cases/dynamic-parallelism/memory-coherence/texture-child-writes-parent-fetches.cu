/*---
section: "D.2.2.1.6"
clause: dp.texture.concurrent
description: "A child writes the texture-mapped buffer while its parent, after the launch, fetches the same elements through the texture: concurrent parent/child access may be inconsistent."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "texture fetches racing with writes to the memory they map: the texture cache may return stale data; no tool here checks texture coherence or races on global memory"
---*/
#include "cuconform.h"

__global__ void child(int *buf) { buf[threadIdx.x] += 1; }

__global__ void parent(int *buf, cudaTextureObject_t t, int *out) {
    if (threadIdx.x == 0) child<<<1, 8>>>(buf);
    for (int k = 0; k < 1000; ++k) out[threadIdx.x] = tex1Dfetch<int>(t, threadIdx.x);
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
    CC_CHECK(cudaMalloc(&buf, 8 * sizeof(int)));
    CC_CHECK(cudaMalloc(&out, 8 * sizeof(int)));
    CC_CHECK(cudaMemset(buf, 0, 8 * sizeof(int)));
    cudaTextureObject_t t = make_tex(buf, 8);
    parent<<<1, 8>>>(buf, t, out);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
