/*---
section: "D.3.3.2"
clause: dp.build.two-step
description: "Three translation units: the parent (TU 1) launches a child (TU 2) that launches a grandchild (TU 3)."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
tus: 3
run:
  stdout: "1 2 3\n"
---*/
#include "cuconform.h"

__global__ void child(int *out);
__global__ void grandchild(int *out);

#if CUCONFORM_TU == 1
__global__ void parent(int *out) { out[0] = 1; child<<<1, 1>>>(out); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d\n", h[0], h[1], h[2]);
    return 0;
}
#elif CUCONFORM_TU == 2
__global__ void child(int *out) { out[1] = 2; grandchild<<<1, 1>>>(out); }
#else
__global__ void grandchild(int *out) { out[2] = 3; }
#endif
