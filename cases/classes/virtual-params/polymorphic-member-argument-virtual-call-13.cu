/*---
section: "I.4.10.3"
clause: global.param-polymorphic-ub
description: "A class with a polymorphic data member (itself non-virtual) passed by value to a kernel that calls the member's virtual function: the class is polymorphic by the guide's definition, so the copy is undefined."
verdict: ub
phase: run
witness: {memcheck: out-of-bounds}
---*/
#include "cuconform.h"

struct Rule {
    __host__ __device__ virtual int limit() const { return 5; }
};
struct Job {
    int id;
    Rule rule;
};

// Called through a pointer in a function that is not inlined, so the compiler cannot see the
// member's dynamic type and reads the vtable pointer that came from the host.
__device__ __noinline__ int call_limit(const Rule *r) { return r->limit(); }

__global__ void check(Job j, int *out) { *out = call_limit(&j.rule) + j.id; }

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
