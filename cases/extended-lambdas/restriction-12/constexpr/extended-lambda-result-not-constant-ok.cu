/*---
section: "I.6.2"
clause: xlambda.restriction-12.not-constexpr
description: "An extended __host__ __device__ lambda with no constexpr specifier, called at run time on the host and launched on the device: nothing asks for constant evaluation."
verdict: ok
flags: ["--extended-lambda"]
---*/
template <typename F> __global__ void kern(F f, int *out) { *out = f(5); }

int host_fn(int *out) {
    int base = 10;
    auto lam = [base] __host__ __device__(int x) { return base + x; };
    kern<<<1, 1>>>(lam, out);
    return lam(1);
}
