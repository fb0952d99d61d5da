/*---
section: "D.2.2.1.6"
clause: dp.texture.coherence
description: "The parent writes global memory that a texture object maps, then launches a child that reads it with tex1Dfetch(): the writes made before the launch are reflected."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "10 20 30 40\n"
---*/
#include "cuconform.h"

__global__ void child(cudaTextureObject_t t, int *out) {
    out[threadIdx.x] = tex1Dfetch<int>(t, threadIdx.x);
}

__global__ void parent(int *buf, cudaTextureObject_t t, int *out) {
    buf[threadIdx.x] = 10 * (threadIdx.x + 1);
    __syncthreads();
    if (threadIdx.x == 0)
        child<<<1, 4>>>(t, out);
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
    parent<<<1, 4>>>(buf, t, out);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    CC_CHECK(cudaDestroyTextureObject(t));
    return 0;
}
