/*---
section: "I.4.5.1"
clause: operator.builtin-no-address
description: "The address of a local struct copy of threadIdx (a uint3 object, not the built-in) and of a copy of warpSize, passed to a __device__ function."
verdict: ok
---*/
__device__ int lane_sum(const uint3 *t, const int *w) { return (int)(t->x + t->y + t->z) % *w; }

__global__ void kern(int *out) {
    uint3 t = threadIdx;
    int w = warpSize;
    out[threadIdx.x] = lane_sum(&t, &w);
}
