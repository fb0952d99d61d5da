/*---
section: "B.2.1"
clause: extensions.memspace-at-most-one
description: "A __device__ __constant__ variable of class type and a __managed__ variable template each carry one specifier beyond __device__."
verdict: ok
std: c++17
---*/
struct Params {
    int n;
    float scale;
};
__device__ __constant__ Params params = {4, 0.5f};
template <typename T> __managed__ T zero_of = T(0);

__global__ void k(float *out) { out[threadIdx.x] = params.scale * params.n + zero_of<float>; }
