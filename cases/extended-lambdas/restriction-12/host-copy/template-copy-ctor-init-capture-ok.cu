/*---
section: "I.6.2"
clause: xlambda.restriction-12.host-copy
description: "An init-capture of a class template specialization whose copy constructor is user-provided and not explicit, in an extended __device__ lambda."
verdict: ok
flags: ["--extended-lambda"]
note: "Only the converting constructor is explicit; the copy constructor is usable in copy-initialization."
---*/
template <typename T> struct Box {
    T v;
    __host__ __device__ explicit Box(T x) : v(x) {}
    __host__ __device__ Box(const Box &o) : v(o.v) {}
};

template <typename F> __global__ void kern(F f, double *out) { *out = f(); }

void host_fn(double *out) {
    Box<double> b(1.5);
    auto lam = [c = b] __device__ { return c.v * 2; };
    kern<<<1, 1>>>(lam, out);
}
