/*---
section: "D.3.1.6.2"
clause: dp.texture.no-device-create
description: "A texture object created on the host is passed parent -> child -> grandchild and fetched at each level."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "4 5 6\n"
---*/
#include "cuconform.h"

__global__ void grandchild(cudaTextureObject_t t, int *out) { out[2] = tex1Dfetch<int>(t, 2); }
__global__ void child(cudaTextureObject_t t, int *out) { out[1] = tex1Dfetch<int>(t, 1); grandchild<<<1, 1>>>(t, out); }
__global__ void parent(cudaTextureObject_t t, int *out) { out[0] = tex1Dfetch<int>(t, 0); child<<<1, 1>>>(t, out); }

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
    int init[3] = {4, 5, 6};
    CC_CHECK(cudaMalloc(&buf, 3 * sizeof(int)));
    CC_CHECK(cudaMalloc(&out, 3 * sizeof(int)));
    CC_CHECK(cudaMemcpy(buf, init, sizeof init, cudaMemcpyHostToDevice));
    cudaTextureObject_t t = make_tex(buf, 3);
    parent<<<1, 1>>>(t, out);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d\n", h[0], h[1], h[2]);
    return 0;
}
