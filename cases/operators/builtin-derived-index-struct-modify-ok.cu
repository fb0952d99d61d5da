/*---
section: "I.4.5.1"
clause: operator.builtin-no-assign
description: "A dim3 built from blockDim and a uint3 built from blockIdx are modified member by member; the built-ins keep their values."
verdict: ok
---*/
__device__ unsigned flat(dim3 d, uint3 i) { return (i.z * d.y + i.y) * d.x + i.x; }

__global__ void kern(unsigned *out) {
    dim3 d(blockDim.x, blockDim.y, blockDim.z);
    uint3 i = blockIdx;
    d.x *= 2;
    i.x += 1;
    out[threadIdx.x] = flat(d, i);
}
