/*---
section: "I.4.3.1"
clause: memspace.empty-dtor.trivial
description: "A __shared__ variable of a class whose destructor is defaulted on its first declaration, with a trivially destructible member: trivial, so empty."
verdict: ok
---*/
struct Elem {
    int e;
};
struct Tile {
    Elem elems[32];
    ~Tile() = default;
};

__global__ void k(int *out) {
    __shared__ Tile t;
    t.elems[threadIdx.x % 32].e = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = t.elems[0].e;
}
