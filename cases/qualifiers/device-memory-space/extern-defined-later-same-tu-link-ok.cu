/*---
section: "I.4.3.1"
clause: memspace.extern-missing-definition
description: "Separate compilation, one TU: extern __device__ and __constant__ arrays declared, used by a kernel and defined further down the same file, so nvlink finds their definitions."
verdict: ok
phase: link
flags: ["-rdc=true"]
requires:
  rdc: true
---*/
extern __device__ int counts[4];
extern __constant__ float weights[4];

__global__ void kern(float *out) {
    int i = threadIdx.x % 4;
    out[threadIdx.x] = weights[i] * counts[i];
}

__device__ int counts[4] = {1, 2, 3, 4};
__constant__ float weights[4] = {0.5f, 0.5f, 1.0f, 1.0f};

int main(void) {
    kern<<<1, 4>>>(nullptr);
    return 0;
}
