/*---
section: "I.6"
clause: xlambda.kernel-type-argument
description: "The closure type of an unannotated lambda defined in a __host__ function, named as an explicit __global__ template argument through decltype, cannot be used: the lambda is not extended."
verdict: error
flags: ["--extended-lambda"]
note: "I.4.20.8 (read with I.6): a type defined in a host function, including a non-extended closure type, cannot be a __global__ template argument, whether deduced or written explicitly."
---*/
template <typename T>
__global__ void kernel(int *out) { *out = sizeof(T); }

void host_fn(int *out) {
    int scale = 2;
    auto plain = [scale](int x) { return x * scale; };
    kernel<decltype(plain)><<<1, 1>>>(out); // expect-error
}
