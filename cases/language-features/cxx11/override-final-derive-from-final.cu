/*---
section: I.1
clause: features.cxx11.override-final-misuse
description: "Deriving from a final class with __device__ members is rejected"
since: "7.0"
verdict: error
std: c++11
---*/
struct Leaf final {
  __device__ int v() const { return 1; }
};
struct More : Leaf {  // expect-error
  __device__ int w() const { return 2; }
};

__global__ void kernel(int* out) { *out = More().w(); }
