/*---
section: I.3
clause: features.cxx20.consteval-constant-arguments
description: "A consteval __device__ function called with threadIdx.x"
since: "12.0"
verdict: error
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
__device__ consteval int twice(int v) { return 2 * v; }
__global__ void kern(int *p) {
  p[0] = twice(static_cast<int>(threadIdx.x)); // expect-error
}
