/*---
section: "D.3.1.8"
clause: dp.api.cudamemcpy3dasync
description: "Device-side cudaMemcpy3DAsync() copies a 2x2x2 box between linear device buffers described by cudaPitchedPtr."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 1 2 3 4 5 6 7 8\n"
---*/
#include "cuconform.h"

__global__ void parent(int *src, int *dst, int *err) {
    cudaMemcpy3DParms p = {};
    p.srcPtr.ptr = src; p.srcPtr.pitch = 2 * sizeof(int); p.srcPtr.xsize = 2; p.srcPtr.ysize = 2;
    p.dstPtr.ptr = dst; p.dstPtr.pitch = 2 * sizeof(int); p.dstPtr.xsize = 2; p.dstPtr.ysize = 2;
    p.extent.width = 2 * sizeof(int);
    p.extent.height = 2;
    p.extent.depth = 2;
    p.kind = cudaMemcpyDeviceToDevice;
    *err = (int)cudaMemcpy3DAsync(&p, 0);
}

int main() {
    int h[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    int *src, *dst, *e;
    CC_CHECK(cudaMalloc(&src, sizeof h));
    CC_CHECK(cudaMalloc(&dst, sizeof h));
    CC_CHECK(cudaMalloc(&e, sizeof(int)));
    CC_CHECK(cudaMemcpy(src, h, sizeof h, cudaMemcpyHostToDevice));
    CC_CHECK(cudaMemset(dst, 0, sizeof h));
    parent<<<1, 1>>>(src, dst, e);
    CC_SYNC();
    int r[8], err;
    CC_CHECK(cudaMemcpy(r, dst, sizeof r, cudaMemcpyDeviceToHost));
    CC_CHECK(cudaMemcpy(&err, e, sizeof err, cudaMemcpyDeviceToHost));
    std::printf("%d", err);
    for (int i = 0; i < 8; ++i) std::printf(" %d", r[i]);
    std::printf("\n");
    return 0;
}
