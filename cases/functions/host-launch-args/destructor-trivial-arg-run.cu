/*---
section: "I.4.9.3.1"
clause: global.arg-destructor-before-kernel-end
description: "A __global__ argument with a trivial destructor that holds a device pointer; the buffer is freed only after synchronization: the result is defined."
verdict: ok
phase: run
run:
  stdout: "7 7\n"
---*/
#include "cuconform.h"

struct View {
    int *data;
    int n;
};

__global__ void fill(View v) {
    if ((int)threadIdx.x < v.n) v.data[threadIdx.x] = 7;
}

int main() {
    View v;
    v.n = 4;
    CC_CHECK(cudaMalloc(&v.data, 4 * sizeof(int)));
    fill<<<1, 4>>>(v);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, v.data, sizeof h, cudaMemcpyDeviceToHost));
    CC_CHECK(cudaFree(v.data));
    std::printf("%d %d\n", h[0], h[3]);
    return 0;
}
