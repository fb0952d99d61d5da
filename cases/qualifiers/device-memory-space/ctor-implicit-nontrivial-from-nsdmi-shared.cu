/*---
section: "I.4.3.1"
clause: memspace.empty-ctor.trivial
description: "A __shared__ variable of a class whose implicit default constructor is non-trivial because of a default member initializer must be rejected: it is not trivial and not empty."
verdict: error
---*/
struct Counter {
    int n = 0;
};

__global__ void k(int *out) {
    __shared__ Counter c; // expect-error
    out[threadIdx.x] = c.n;
}
