/*---
section: "I.4.9.3.1"
clause: global.arg-copied-more-than-once
description: "An argument whose copy constructor copies the value faithfully (and counts nothing): the kernel sees the value however many copies the stubs make."
verdict: ok
phase: run
run:
  stdout: "11.0\n"
---*/
#include "cuconform.h"

struct Vec {
    float x, y;
    Vec(float a, float b) : x(a), y(b) {}
    Vec(const Vec &o) : x(o.x), y(o.y) {}
};

__global__ void dot(Vec a, Vec b, float *out) { *out = a.x * b.x + a.y * b.y; }

int main() {
    float *out;
    CC_CHECK(cudaMallocManaged(&out, sizeof(float)));
    dot<<<1, 1>>>(Vec(1.0f, 2.0f), Vec(3.0f, 4.0f), out);
    CC_SYNC();
    std::printf("%.1f\n", *out);
    return 0;
}
