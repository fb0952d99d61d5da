/*---
section: B.2.1
clause: extensions.memspace-at-most-one
description: "__device__ may be written together with exactly one of __constant__, __shared__ or __managed__."
verdict: ok
---*/
__device__ __constant__ int coeff[4] = {1, 2, 3, 4};
__device__ __managed__ int counter;
__constant__ float scale = 2.0f;
__managed__ int plain_managed;
__global__ void k(int *out) {
  __device__ __shared__ int tile[32];
  tile[threadIdx.x % 32] = coeff[threadIdx.x % 4];
  __syncthreads();
  out[threadIdx.x] = tile[0] + counter + plain_managed + (int)scale;
}
