/*---
section: I.4.9.4
clause: function.static-var-memspace
description: "A __device__ function template may declare static variables with memory space specifiers."
verdict: ok
---*/
template <typename T>
__device__ T *slot(void) {
  static __device__ T storage;
  return &storage;
}
__global__ void kern(void) { *slot<int>() = 1; *slot<float>() = 2.0f; }
