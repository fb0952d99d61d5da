/*---
section: I.1
clause: features.cxx11.deleted-functions-use
description: "A call from device code that selects a deleted __device__ overload is rejected"
since: "7.0"
verdict: error
std: c++11
---*/
__device__ int only_int(int v) { return v * 2; }
__device__ int only_int(double) = delete;

__global__ void kernel(int* out, float f) {
  *out = only_int(f);  // expect-error
}
