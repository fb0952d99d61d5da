/*---
section: "I.4.3.1"
clause: memspace.empty-ctor.bases
description: "A __shared__ variable in a kernel whose class has a two-level base chain, one base trivial and one with an empty constructor."
verdict: ok
---*/
struct Root {
    int r;
};

struct Mid : Root {
    __device__ Mid() {}
};

struct Leaf : Mid {
    int l;
    __device__ Leaf() {}
};

__global__ void k(int *out) {
    __shared__ Leaf tile;
    if (threadIdx.x == 0) tile.l = 1;
    __syncthreads();
    out[threadIdx.x] = tile.l;
}
