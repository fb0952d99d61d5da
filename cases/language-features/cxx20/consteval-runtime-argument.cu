/*---
section: I.3
clause: features.cxx20.consteval-constant-arguments
description: "A consteval __device__ function called with a kernel parameter is rejected"
since: "12.0"
verdict: error
std: c++20
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0. An immediate invocation must be a constant expression ([expr.const])."
tags: [beyond-guide]
---*/
__device__ consteval int sq(int v) { return v * v; }

__global__ void kernel(int* out, int x) {
  *out = sq(x);  // expect-error
}
