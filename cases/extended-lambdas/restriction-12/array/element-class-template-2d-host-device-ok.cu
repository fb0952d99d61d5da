/*---
section: "I.6.2"
clause: xlambda.restriction-12.array-element
description: "A 2-D array of a class template specialization with a user default constructor and user copy assignment, captured by an extended __host__ __device__ lambda in a host function."
verdict: ok
flags: ["--extended-lambda"]
---*/
template <typename T> struct Cell {
    T v;
    __host__ __device__ Cell() : v(T()) {}
    __host__ __device__ Cell &operator=(const Cell &o) {
        v = o.v;
        return *this;
    }
};

template <typename F> __global__ void kern(F f, float *out) { *out = f(); }

void host_fn(float *out) {
    Cell<float> grid[2][2];
    grid[1][1].v = 3.0f;
    auto lam = [grid] __host__ __device__ { return grid[1][1].v; };
    kern<<<1, 1>>>(lam, out);
}
