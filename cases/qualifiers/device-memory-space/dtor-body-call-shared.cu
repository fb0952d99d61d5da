/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.empty-body
description: "A __shared__ variable of a class whose destructor body calls a function must be rejected."
verdict: error
---*/
__device__ void release(int *p) { *p = 0; }

struct Lease {
    int slot;
    __device__ ~Lease() { release(&slot); }
};

__global__ void k(int *out) {
    __shared__ Lease lease; // expect-error
    out[0] = lease.slot;
}
