/*---
section: I.1
clause: features.cxx11.thread-local-storage
description: "A thread_local variable in a __host__ __device__ function is rejected by the device compilation (I.4.20.7)"
verdict: error
std: c++14
note: "The body of a __host__ __device__ function is device code when compiled for the device, so I.4.20.7 applies to it."
---*/
__host__ __device__ int next_id() {
  static thread_local int id = 0;  // expect-error
  return ++id;
}

__global__ void kernel(int* out) { *out = next_id(); }
