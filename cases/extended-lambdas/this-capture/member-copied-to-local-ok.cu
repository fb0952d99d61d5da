/*---
section: "I.6.4"
clause: xlambda.this-pointer-host-memory
description: "A member function on a host (stack) object copies the member into a local before the extended __device__ lambda captures it, so the lambda captures a value and not this: defined."
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

struct Cfg {
    int limit;
    int run(void) {
        int l = limit;
        auto lam = [l] __device__ { return l + 1; };
        return eval_on_device(lam);
    }
};

int main() {
    Cfg c{41};
    std::printf("%d\n", c.run());
    return 0;
}
