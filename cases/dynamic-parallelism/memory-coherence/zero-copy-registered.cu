/*---
section: "D.2.2.1.2"
clause: dp.coherence.zero-copy-no-alloc
description: "Host memory registered with cudaHostRegister(cudaHostRegisterMapped) and passed to a child through the parent works like global memory."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "108\n"
---*/
#include "cuconform.h"

__global__ void child(int *p) { p[threadIdx.x] += 10; }
__global__ void parent(int *p) { child<<<1, 8>>>(p); }

int main() {
    static int h[8];
    for (int i = 0; i < 8; ++i) h[i] = i;
    CC_CHECK(cudaHostRegister(h, sizeof h, cudaHostRegisterMapped));
    int *dp;
    CC_CHECK(cudaHostGetDevicePointer((void **)&dp, h, 0));
    parent<<<1, 1>>>(dp);
    CC_SYNC();
    int s = 0;
    for (int i = 0; i < 8; ++i) s += h[i];
    std::printf("%d\n", s);
    CC_CHECK(cudaHostUnregister(h));
    return 0;
}
