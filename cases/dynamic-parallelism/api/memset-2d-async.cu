/*---
section: "D.3.1.8"
clause: dp.api.cudamemset2dasync
description: "Device-side cudaMemset2DAsync() sets a 3-byte by 2-row region of a pitched buffer, leaving the padding alone."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 9 9 9 0 9 9 9 0\n"
---*/
#include "cuconform.h"

__global__ void parent(unsigned char *p, int *err) {
    *err = (int)cudaMemset2DAsync(p, 4, 9, 3, 2, 0);
}

int main() {
    unsigned char *p;
    int *e;
    CC_CHECK(cudaMalloc(&p, 8));
    CC_CHECK(cudaMalloc(&e, sizeof(int)));
    CC_CHECK(cudaMemset(p, 0, 8));
    parent<<<1, 1>>>(p, e);
    CC_SYNC();
    unsigned char h[8];
    int err;
    CC_CHECK(cudaMemcpy(h, p, 8, cudaMemcpyDeviceToHost));
    CC_CHECK(cudaMemcpy(&err, e, sizeof err, cudaMemcpyDeviceToHost));
    std::printf("%d", err);
    for (int i = 0; i < 8; ++i) std::printf(" %d", h[i]);
    std::printf("\n");
    return 0;
}
