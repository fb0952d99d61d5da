/*---
section: "I.6.2"
clause: xlambda.restriction-12.not-consteval
description: "An extended __device__ lambda (not consteval itself) whose body uses the result of a consteval __host__ __device__ function as a constant."
verdict: ok
std: c++20
flags: ["--extended-lambda"]
---*/
consteval __host__ __device__ int width(void) { return 32; }

template <typename F> __global__ void kern(F f, int *out) { *out = f(); }

void host_fn(int *out) {
    auto lam = [] __device__ { return width() + 1; };
    kern<<<1, 1>>>(lam, out);
}
