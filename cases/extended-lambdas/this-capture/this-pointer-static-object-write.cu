/*---
section: "I.6.4"
clause: xlambda.this-pointer-host-memory
description: "An extended __device__ lambda in a member function of a static-storage host object writes a member through the captured this pointer on the GPU: undefined at run time."
verdict: ub
phase: run
flags: ["--extended-lambda"]
witness: {memcheck: out-of-bounds}
note: "On systems where the GPU can access pageable host memory (HMM/ATS), the write may land; the guide says it is not guaranteed."
---*/
#include "cuconform.h"
template <typename F> __global__ void run_kernel(F f) { f(); }

struct Counter {
    int hits;
    void bump(void) {
        auto lam = [=] __device__ { hits += 1; };
        run_kernel<<<1, 1>>>(lam);
    }
};

static Counter counter{0};

int main() {
    counter.bump();
    cudaError_t e = cudaDeviceSynchronize();
    std::printf("%s %d\n", cudaGetErrorName(e), counter.hits);
    return 0;
}
