/*---
section: I.4.9.4
clause: function.static-var-memspace
description: "A static __shared__ variable in a __global__ function is allowed."
verdict: ok
---*/
__global__ void kern(int *out) {
  static __shared__ int tile[32];
  tile[threadIdx.x % 32] = 1;
  __syncthreads();
  *out = tile[0];
}
