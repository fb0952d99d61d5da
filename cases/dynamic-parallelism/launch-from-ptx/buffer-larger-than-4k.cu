/*---
section: "D.3.2.2"
clause: dp.ptx.buffer-max-4k
description: "cudaGetParameterBuffer() asked for 8 KB, above the 4 KB maximum, and the buffer used for a launch."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a parameter buffer beyond the 4 KB maximum: the device runtime refuses it (NULL, or a launch error the code does not read) or accepts it; no memory access goes wrong for a tool to see"
---*/
#include "cuconform.h"

__global__ void child(int *out) { *out = 1; }

__global__ void parent(int *out) {
    char *buf = (char *)cudaGetParameterBuffer(8, 8192);
    if (buf) {
        *(int **)buf = out;
        cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
