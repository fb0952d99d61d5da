/*---
section: "I.4.10.3"
clause: class.virtual-call-device-object-in-host
description: "An object created in device code (in managed memory) is only read on the host through a non-virtual member function: no virtual call in host code, so defined."
verdict: ok
phase: run
run:
  stdout: "21\n"
---*/
#include "cuconform.h"
#include <new>

struct Base {
    int v;
    __host__ __device__ explicit Base(int x) : v(x) {}
    __host__ __device__ virtual int scaled() const { return v; }
    __host__ __device__ int raw() const { return v; }
};
struct Twice : Base {
    __host__ __device__ explicit Twice(int x) : Base(x) {}
    __host__ __device__ int scaled() const override { return 2 * v; }
};

__global__ void make(void *buf) { new (buf) Twice(21); }

int main() {
    void *buf;
    CC_CHECK(cudaMallocManaged(&buf, sizeof(Twice)));
    make<<<1, 1>>>(buf);
    CC_SYNC();
    const Base *p = static_cast<const Base *>(buf);
    std::printf("%d\n", p->raw());
    return 0;
}
