/*---
section: I.4.20.7
clause: cxx11.thread-local-not-in-device
description: "thread_local cannot be used in a __host__ __device__ function compiled for the device."
verdict: error
---*/
__host__ __device__ int hd(void) {
  static thread_local int z = 2; // expect-error
  return z;
}
__global__ void k(int *out) { *out = hd(); }
