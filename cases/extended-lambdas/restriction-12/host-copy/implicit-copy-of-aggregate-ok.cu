/*---
section: "I.6.2"
clause: xlambda.restriction-12.host-copy
description: "A captured aggregate with an implicitly declared copy constructor (so copy-initializable) is passed through the host helpers and arrives intact."
verdict: ok
phase: run
flags: ["--extended-lambda"]
run:
  stdout: "42\n"
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

struct Span {
    int lo, hi;
};

int test(void) {
    Span s{10, 32};
    auto lam = [s] __device__ { return s.lo + s.hi; };
    return eval_on_device(lam);
}

int main() {
    std::printf("%d\n", test());
    return 0;
}
