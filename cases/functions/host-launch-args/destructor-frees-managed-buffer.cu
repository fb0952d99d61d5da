/*---
section: "I.4.9.3.1"
clause: global.arg-destructor-before-kernel-end
description: "A temporary argument owns a managed buffer its destructor frees with cudaFree at the end of the launch statement; the kernel reads the buffer through its copy, possibly after the free: undefined (the outcome is printed)."
verdict: ub
phase: run
witness:
  unobservable: "cudaFree() synchronizes with the device before it frees, so the kernel's access happens while the memory still exists: the guide's 'may be freed first' does not occur with this runtime, and memcheck finds nothing (seen on an H200)"
---*/

#include "cuconform.h"

struct Owner {
    int *buf;
    bool owns;
    Owner() : owns(true) {
        CC_CHECK(cudaMallocManaged(&buf, 64 * sizeof(int)));
        for (int i = 0; i < 64; ++i) buf[i] = 1;
    }
    Owner(const Owner &o) : buf(o.buf), owns(false) {}
    ~Owner() {
        if (owns) cudaFree(buf);
    }
};

__global__ void sum(Owner o, int *out) {
    long long start = clock64();
    while (clock64() - start < 50000000LL) {
    }
    int s = 0;
    for (int i = 0; i < 64; ++i) s += o.buf[i];
    *out = s;
}

int main() {
    int *out;
    CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
    *out = -1;
    sum<<<1, 1>>>(Owner(), out);
    cudaError_t e = cudaDeviceSynchronize();
    std::printf("%s %d\n", cudaGetErrorName(e), e == cudaSuccess ? *out : -1);
    return 0;
}
