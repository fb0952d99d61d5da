/*---
section: "D.2.2.1.6"
clause: dp.texture.concurrent
description: "Parent and child fetch the same texture concurrently, and nobody writes the underlying memory: no inconsistency is possible."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "5 5\n"
---*/
#include "cuconform.h"

__global__ void child(cudaTextureObject_t t, int *out) { out[1] = tex1Dfetch<int>(t, 1) + tex1Dfetch<int>(t, 2); }

__global__ void parent(cudaTextureObject_t t, int *out) {
    child<<<1, 1>>>(t, out);
    out[0] = tex1Dfetch<int>(t, 0) + tex1Dfetch<int>(t, 3);
}

int main() {
    int init[4] = {1, 2, 3, 4};
    int *buf, *out;
    CC_CHECK(cudaMalloc(&buf, sizeof init));
    CC_CHECK(cudaMalloc(&out, 2 * sizeof(int)));
    CC_CHECK(cudaMemcpy(buf, init, sizeof init, cudaMemcpyHostToDevice));
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeLinear;
    res.res.linear.devPtr = buf;
    res.res.linear.desc = cudaCreateChannelDesc<int>();
    res.res.linear.sizeInBytes = sizeof init;
    cudaTextureDesc td = {};
    cudaTextureObject_t t;
    CC_CHECK(cudaCreateTextureObject(&t, &res, &td, nullptr));
    parent<<<1, 1>>>(t, out);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", h[0], h[1]);
    return 0;
}
