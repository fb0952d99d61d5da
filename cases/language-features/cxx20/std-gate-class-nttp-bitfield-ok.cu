/*---
section: I.3
clause: features.cxx20.requires-cxx20-mode
description: "A class-type non-type template parameter and a bit-field default member initializer in device code under -std=c++20"
since: "12.0"
verdict: ok
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
struct Dim {
  int n;
};
struct Flags {
  unsigned on : 1 = 1;
};
template <Dim D> __device__ int dims() { return D.n; }
__global__ void kern(int *p) {
  Flags f;
  *p = dims<Dim{3}>() + static_cast<int>(f.on);
}
