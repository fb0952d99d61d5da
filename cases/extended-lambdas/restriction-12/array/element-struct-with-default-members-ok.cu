/*---
section: "I.6.2"
clause: xlambda.restriction-12.array-element
description: "An array of a struct with a default member initializer (default-constructible, implicitly copy-assignable in host code) captured by an extended __device__ lambda."
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

struct Pair {
    int a = 0;
    int b = 0;
};

int test(void) {
    Pair arr[2];
    arr[0].a = 20;
    arr[1].b = 22;
    auto lam = [arr] __device__ { return arr[0].a + arr[1].b; };
    return eval_on_device(lam);
}

int main() {
    std::printf("%d\n", test());
    return 0;
}
