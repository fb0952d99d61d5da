/*---
section: "I.4.9.3.1"
clause: global.arg-memcpy-not-copy-ctor
description: "A non-trivially copyable argument whose copy constructor copies fields and keeps no pointer into the object: a memcpy gives the same parameter object, so the kernel result is defined."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"

struct Window {
    int lo, hi;
    __host__ __device__ Window(int a, int b) : lo(a), hi(b) {}
    __host__ __device__ Window(const Window &o) : lo(o.lo), hi(o.hi) {}
    __host__ __device__ int width() const { return hi - lo; }
};

__global__ void measure(Window w, int *out) { *out = w.width(); }

int main() {
    int *out;
    CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
    Window w(8, 50);
    measure<<<1, 1>>>(w, out);
    CC_SYNC();
    std::printf("%d\n", *out);
    return 0;
}
