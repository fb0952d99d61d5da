/*---
section: "D.2.2.1.4"
clause: dp.mem.distinct-local-shared
description: "A parent stores the address of its __shared__ variable in a __device__ pointer that the child dereferences: the child has its own shared memory, the parent's is out of scope."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness: {memcheck: out-of-bounds}
---*/
#include "cuconform.h"

__device__ int *g_ptr;

__global__ void child(int *out) { *out = *g_ptr; }

__global__ void parent(int *out) {
    __shared__ int s;
    s = 3;
    g_ptr = &s;
    child<<<1, 1>>>(out);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
