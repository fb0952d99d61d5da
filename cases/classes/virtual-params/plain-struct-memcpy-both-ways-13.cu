/*---
section: "I.4.10.3"
clause: global.param-polymorphic-ub
description: "An array of a non-polymorphic struct copied host to device with cudaMemcpy, updated by a kernel and copied back: defined."
verdict: ok
phase: run
run:
  stdout: "0.5 2.0\n"
---*/
#include "cuconform.h"

struct Particle {
    float x, v;
    __host__ __device__ void step(float dt) { x += v * dt; }
};

__global__ void advance(Particle *p, float dt) { p[threadIdx.x].step(dt); }

int main() {
    Particle h[2] = {{0.0f, 1.0f}, {1.0f, 2.0f}};
    Particle *d;
    CC_CHECK(cudaMalloc(&d, sizeof h));
    CC_CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
    advance<<<1, 2>>>(d, 0.5f);
    CC_SYNC();
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%.1f %.1f\n", h[0].x, h[1].x);
    return 0;
}
