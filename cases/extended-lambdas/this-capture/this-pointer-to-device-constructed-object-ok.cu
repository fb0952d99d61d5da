/*---
section: "I.6.4"
clause: xlambda.this-pointer-host-memory
description: "An extended __device__ lambda in a member function called on an object in cudaMallocManaged memory captures this by value; the kernel reads the member through it: defined, since this points to managed memory."
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

#include <new>

struct Acc {
    int base;
    int step;
    int run(void) {
        auto lam = [=] __device__ { return base + 2 * step; };
        return eval_on_device(lam);
    }
};

int main() {
    void *mem = nullptr;
    CC_CHECK(cudaMallocManaged(&mem, sizeof(Acc)));
    Acc *a = new (mem) Acc{40, 1};
    std::printf("%d\n", a->run());
    CC_CHECK(cudaFree(mem));
    return 0;
}
