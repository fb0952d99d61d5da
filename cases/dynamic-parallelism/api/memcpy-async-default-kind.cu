/*---
section: "D.3.1.8"
clause: dp.api.memcpy-device-to-device
description: "Device-side cudaMemcpyAsync() between two device buffers with kind cudaMemcpyDeviceToDevice: the permitted kind."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 1 2 3 4\n"
---*/
#include "cuconform.h"

__global__ void parent(const int *a, int *b, int *err) {
    *err = (int)cudaMemcpyAsync(b, a, 4 * sizeof(int), cudaMemcpyDeviceToDevice, 0);
}

int main() {
    int h[4] = {1, 2, 3, 4};
    int *a, *b, *e;
    CC_CHECK(cudaMalloc(&a, sizeof h));
    CC_CHECK(cudaMalloc(&b, sizeof h));
    CC_CHECK(cudaMalloc(&e, sizeof(int)));
    CC_CHECK(cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice));
    parent<<<1, 1>>>(a, b, e);
    CC_SYNC();
    int r[4], err;
    CC_CHECK(cudaMemcpy(r, b, sizeof r, cudaMemcpyDeviceToHost));
    CC_CHECK(cudaMemcpy(&err, e, sizeof err, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d %d %d\n", err, r[0], r[1], r[2], r[3]);
    return 0;
}
