/*---
section: "B.2.1"
clause: extensions.memspace-at-most-one
description: "An extern __device__ __constant__ declaration, a static __device__ __managed__ variable and an extern __shared__ array each combine __device__ with one other memory space specifier."
verdict: ok
flags: ["-rdc=true"]
note: "Separate compilation, because an extern __constant__ declaration is not allowed in whole-program mode (memspace.no-extern-whole-program)."
---*/
extern __device__ __constant__ float gains[8];
__device__ __constant__ float gains[8] = {1, 1, 1, 1, 1, 1, 1, 1};
static __device__ __managed__ int hits;

__global__ void k(float *out) {
    extern __device__ __shared__ float buf[];
    buf[threadIdx.x] = gains[threadIdx.x % 8];
    __syncthreads();
    out[threadIdx.x] = buf[threadIdx.x] + hits;
}
