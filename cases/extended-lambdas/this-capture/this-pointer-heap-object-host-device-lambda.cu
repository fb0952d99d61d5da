/*---
section: "I.6.4"
clause: xlambda.this-pointer-host-memory
description: "An extended __host__ __device__ lambda in a member function of a heap (new) object captures this; the kernel reads the member through the host pointer: undefined at run time."
verdict: ub
phase: run
flags: ["--extended-lambda"]
witness: {memcheck: out-of-bounds}
note: "On systems where the GPU can access pageable host memory (HMM/ATS), the access may succeed; the guide says it is not guaranteed."
---*/
#include "cuconform.h"
template <typename F>
__global__ void eval_kernel(F f, int *out) { *out = f(); }

template <typename F>
int eval_on_device(F f) {
    int *d = nullptr;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    eval_kernel<<<1, 1>>>(f, d);
    CC_SYNC();
    int h = 0;
    CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
    CC_CHECK(cudaFree(d));
    return h;
}

struct Holder {
    int v;
    int run(void) {
        auto lam = [=] __host__ __device__ { return v * 2; };
        return eval_on_device(lam);
    }
};

int main() {
    Holder *h = new Holder{21};
    std::printf("%d\n", h->run());
    delete h;
    return 0;
}
