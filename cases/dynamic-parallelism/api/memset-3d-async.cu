/*---
section: "D.3.1.8"
clause: dp.api.cudamemset3dasync
description: "Device-side cudaMemset3DAsync() sets a 2x2x2-byte box of a pitched buffer (pitch 4, 2 rows per slice)."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 5 5 0 0 5 5 0 0 5 5 0 0 5 5 0 0\n"
note: "make_cudaPitchedPtr() and make_cudaExtent() are host functions, so the structures are filled by hand."
---*/
#include "cuconform.h"

__global__ void parent(unsigned char *p, int *err) {
    cudaPitchedPtr pp;
    pp.ptr = p; pp.pitch = 4; pp.xsize = 4; pp.ysize = 2;
    cudaExtent ext;
    ext.width = 2; ext.height = 2; ext.depth = 2;
    *err = (int)cudaMemset3DAsync(pp, 5, ext, 0);
}

int main() {
    unsigned char *p;
    int *e;
    CC_CHECK(cudaMalloc(&p, 16));
    CC_CHECK(cudaMalloc(&e, sizeof(int)));
    CC_CHECK(cudaMemset(p, 0, 16));
    parent<<<1, 1>>>(p, e);
    CC_SYNC();
    unsigned char h[16];
    int err;
    CC_CHECK(cudaMemcpy(h, p, 16, cudaMemcpyDeviceToHost));
    CC_CHECK(cudaMemcpy(&err, e, sizeof err, cudaMemcpyDeviceToHost));
    std::printf("%d", err);
    for (int i = 0; i < 16; ++i) std::printf(" %d", h[i]);
    std::printf("\n");
    return 0;
}
