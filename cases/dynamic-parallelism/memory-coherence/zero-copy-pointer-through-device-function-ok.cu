/*---
section: "D.2.2.1.2"
clause: dp.coherence.zero-copy-no-alloc
description: "A __device__ function receives a zero-copy pointer from its kernel, indexes it and forwards it to a child launch: using (not allocating or freeing) zero-copy memory in device code is allowed."
verdict: ok
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
struct Pinned { unsigned *data; int n; };

__global__ void bump(Pinned p) {
    if (threadIdx.x < p.n) p.data[threadIdx.x] += 1u;
}

__device__ void forward(Pinned p) {
    p.data[0] = 100u;
    bump<<<1, 32>>>(p);
}

__global__ void parent(unsigned *zero_copy, int n) {
    forward(Pinned{zero_copy, n});
}
