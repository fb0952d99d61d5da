/*---
section: "D.2.2.1.6"
clause: dp.texture.coherence
description: "CDP1: the parent writes the texture-mapped buffer after launching the child, which fetches it through the texture: only writes before the launch are guaranteed to be reflected."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "texture fetches racing with writes to the memory they map: the texture cache may return stale data; no tool here checks texture coherence or races on global memory"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void child(cudaTextureObject_t t, int *out) {
    spin(500000);
    out[threadIdx.x] = tex1Dfetch<int>(t, threadIdx.x);
}

__global__ void parent(int *buf, cudaTextureObject_t t, int *out) {
    if (threadIdx.x == 0) child<<<1, 4>>>(t, out);
    buf[threadIdx.x] = 9;
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
    cudaDeviceSynchronize();
    int h[4] = {};
    (cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    return 0;
}
