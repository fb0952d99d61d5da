/*---
section: "D.2.2.1.6"
clause: dp.texture.concurrent
description: "The host rewrites the texture-mapped buffer only between two complete parent launches; each parent's child fetches the value of its own generation."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 2\n"
---*/
#include "cuconform.h"

__global__ void child(cudaTextureObject_t t, int *out) { *out = tex1Dfetch<int>(t, 0); }
__global__ void parent(cudaTextureObject_t t, int *out) { child<<<1, 1>>>(t, out); }

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
    CC_CHECK(cudaMalloc(&buf, sizeof(int)));
    CC_CHECK(cudaMalloc(&out, 2 * sizeof(int)));
    cudaTextureObject_t t = make_tex(buf, 1);
    int v = 1;
    CC_CHECK(cudaMemcpy(buf, &v, sizeof v, cudaMemcpyHostToDevice));
    parent<<<1, 1>>>(t, out);
    CC_SYNC();
    v = 2;
    CC_CHECK(cudaMemcpy(buf, &v, sizeof v, cudaMemcpyHostToDevice));
    parent<<<1, 1>>>(t, out + 1);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", h[0], h[1]);
    return 0;
}
