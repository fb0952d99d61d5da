/*---
section: "D.3.2.1.2"
clause: dp.api.cudagetparameterbuffer
description: "A parameter buffer obtained for 8 bytes is filled with 16 bytes of parameters."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a parameter buffer filled past the size asked for: the write stays inside the device runtime's parameter-buffer pool, which compute-sanitizer does not track as the program's allocations, and the child reads only the parameters it declares"
---*/
#include "cuconform.h"

__global__ void child(int *out, long long v) { *out = (int)v; }

__global__ void parent(int *out) {
    char *buf = (char *)cudaGetParameterBuffer(8, 8);
    *(int **)buf = out;
    *(long long *)(buf + 8) = 5;
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
