/*---
section: "I.4.9.3.1"
clause: global.arg-memcpy-not-copy-ctor
description: "A copy constructor that increments a field: the kernel may see the value as copied by memcpy or by the copy constructor, a number of times not defined (printed)."
verdict: ub
phase: run
witness:
  unobservable: "how many times the launch stubs copy an argument (so what its copy constructor leaves) is unspecified: every printed value is a valid state, with no bad memory access for a tool to see"
---*/
#include "cuconform.h"

struct Gen {
    int g;
    __host__ __device__ Gen() : g(0) {}
    __host__ __device__ Gen(const Gen &o) : g(o.g + 1) {}
};

__global__ void show(Gen in, int *out) { *out = in.g; }

int main() {
    int *out;
    CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
    Gen g;
    show<<<1, 1>>>(g, out);
    CC_SYNC();
    std::printf("generation %d\n", *out);
    return 0;
}
