/*---
section: "D.2.1.4"
clause: dp.scope.host-objects
description: "A parent passes its device stream handle to a child, which launches a grandchild into it."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device-runtime stream or event handle used outside the block or grid that owns it (or a host handle in device code, or one already destroyed): the device runtime may return an error the code does not read, or go on; no tool here checks device-runtime handles"
note: "A stream created by a parent grid and used in a child grid is undefined in every edition (D.2.1.4; CDP2 widened the scope of a device stream from the block to the grid, not to child grids), so the case cites that sentence rather than the CDP1 block-scope clause dp.scope.block-private."
---*/
#include "cuconform.h"

__global__ void grandchild(int *out) { *out = 1; }
__global__ void child(cudaStream_t s, int *out) {
    grandchild<<<1, 1, 0, s>>>(out);
    out[1] = (int)cudaGetLastError();
}
__global__ void parent(int *out) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    child<<<1, 1>>>(s, out);
    cudaStreamDestroy(s);
}
int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0xff, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    // Record what happened (the guide gives no outcome, so any is conforming): the status
    // of the whole launch tree, whether the grandchild wrote (1) or not (-1), and the error
    // code the child's launch left (-1 if the child did not run).
    cudaError_t e = cudaDeviceSynchronize();
    int h[2] = {-2, -2};
    if (e == cudaSuccess) CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%s %d %d\n", cudaGetErrorName(e), h[0], h[1]);
    return 0;
}
