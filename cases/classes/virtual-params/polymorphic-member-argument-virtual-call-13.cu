/*---
section: "I.4.10.3"
clause: global.param-polymorphic-ub
description: "A class with a polymorphic data member (itself non-virtual) passed by value to a kernel that calls the member's virtual function: the class is polymorphic by the guide's definition, so the copy is undefined."
verdict: ub
phase: run
---*/
#include "cuconform.h"

struct Rule {
    __host__ __device__ virtual int limit() const { return 5; }
};
struct Job {
    int id;
    Rule rule;
};

__global__ void check(Job j, int *out) { *out = j.rule.limit() + j.id; }

int main() {
    int *out;
    CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
    *out = 0;
    Job j;
    j.id = 1;
    check<<<1, 1>>>(j, out);
    cudaError_t e = cudaDeviceSynchronize();
    std::printf("%s %d\n", cudaGetErrorName(e), e == cudaSuccess ? *out : -1);
    return 0;
}
