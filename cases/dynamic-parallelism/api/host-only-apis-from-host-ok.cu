/*---
section: "D.3.1.8"
clause: dp.api.host-only
description: "Runtime functions outside the device runtime table (cudaMemGetInfo, cudaMallocManaged, cudaDeviceReset) called from host code of a program whose kernel launches a child: host-only means host code may call them."
verdict: ok
phase: link
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
---*/
#include "cuconform.h"

__global__ void child(int *p) { *p = 1; }
__global__ void parent(int *p) { child<<<1, 1>>>(p); }

int main() {
    size_t free_b = 0, total_b = 0;
    CC_CHECK(cudaMemGetInfo(&free_b, &total_b));
    int *m;
    CC_CHECK(cudaMallocManaged(&m, sizeof(int)));
    parent<<<1, 1>>>(m);
    CC_SYNC();
    std::printf("%d\n", *m);
    CC_CHECK(cudaFree(m));
    CC_CHECK(cudaDeviceReset());
    return 0;
}
