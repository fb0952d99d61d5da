/*---
section: "I.4.10.3"
clause: class.virtual-call-device-object-in-host
description: "An object created in device code gets its virtual function called by a second kernel; host code only reads the result the kernel stored: defined."
verdict: ok
phase: run
run:
  stdout: "81\n"
---*/
#include "cuconform.h"
#include <new>

struct Op {
    __host__ __device__ virtual int apply(int x) const { return x; }
};
struct Square : Op {
    __host__ __device__ int apply(int x) const override { return x * x; }
};

__global__ void make(void *buf) { new (buf) Square(); }
__global__ void use(const Op *op, int *out) { *out = op->apply(9); }

int main() {
    void *buf;
    int *out;
    CC_CHECK(cudaMalloc(&buf, sizeof(Square)));
    CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
    make<<<1, 1>>>(buf);
    use<<<1, 1>>>(static_cast<const Op *>(buf), out);
    CC_SYNC();
    std::printf("%d\n", *out);
    return 0;
}
