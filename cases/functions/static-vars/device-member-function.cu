/*---
section: I.4.9.4
clause: function.static-var-memspace
description: "A __device__ member function may declare a static __shared__ variable."
verdict: ok
---*/
struct Acc {
  __device__ int *buffer(void) {
    static __shared__ int buf[64];
    return buf;
  }
};
__global__ void kern(int *out) { Acc a; a.buffer()[threadIdx.x % 64] = 1; *out = 0; }
