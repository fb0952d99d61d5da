/*---
section: "I.4.4"
clause: pointer.device-deref-host-memory
description: "A kernel dereferences a cudaMallocManaged pointer that the host initialized: managed memory, not host memory, so defined."
verdict: ok
phase: run
run:
  stdout: "3.0 -4.0\n"
---*/
#include "cuconform.h"

__global__ void scale(float *p, float k) { p[threadIdx.x] *= k; }

int main(void) {
    float *m = nullptr;
    CC_CHECK(cudaMallocManaged(&m, 2 * sizeof(float)));
    m[0] = 1.5f;
    m[1] = -2.0f;
    scale<<<1, 2>>>(m, 2.0f);
    CC_SYNC();
    std::printf("%.1f %.1f\n", m[0], m[1]);
    return 0;
}
