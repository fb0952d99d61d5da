/*---
section: "I.4.10.3"
clause: global.param-polymorphic-ub
description: "A polymorphic object constructed in device memory is copied to the host with cudaMemcpy and its virtual function called there: undefined (the vtable pointer is a device address)."
verdict: ub
phase: run
witness: {program: {signal: SIGSEGV}}
---*/
#include "cuconform.h"
#include <new>

struct Shape {
    __host__ __device__ virtual int sides() const { return 0; }
};
struct Tri : Shape {
    __host__ __device__ int sides() const override { return 3; }
};

__global__ void build(void *buf) { new (buf) Tri(); }

int main() {
    void *d;
    CC_CHECK(cudaMalloc(&d, sizeof(Tri)));
    build<<<1, 1>>>(d);
    CC_SYNC();
    alignas(Tri) unsigned char h[sizeof(Tri)];
    CC_CHECK(cudaMemcpy(h, d, sizeof(Tri), cudaMemcpyDeviceToHost));
    const Shape *s = reinterpret_cast<const Shape *>(h);
    std::printf("%d\n", s->sides());
    return 0;
}
