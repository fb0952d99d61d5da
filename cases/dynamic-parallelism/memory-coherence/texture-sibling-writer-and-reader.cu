/*---
section: "D.2.2.1.6"
clause: dp.texture.concurrent
description: "Two sibling children in separate device streams: one writes the memory a texture maps, the other fetches it through the texture at the same time."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "texture fetches racing with writes to the memory they map: the texture cache may return stale data; no tool here checks texture coherence or races on global memory"
---*/
#include "cuconform.h"

__global__ void writer(int *buf) { buf[threadIdx.x] = 100 + threadIdx.x; }
__global__ void reader(cudaTextureObject_t t, int *out) { out[threadIdx.x] = tex1Dfetch<int>(t, threadIdx.x); }

__global__ void parent(int *buf, cudaTextureObject_t t, int *out) {
    cudaStream_t a, b;
    cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
    writer<<<1, 4, 0, a>>>(buf);
    reader<<<1, 4, 0, b>>>(t, out);
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
    cudaDeviceSynchronize();
    int h[4] = {};
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    std::printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    return 0;
}
