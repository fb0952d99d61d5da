/*---
section: I.3
clause: features.cxx20.constraints-enforced
description: "A constrained member function of a class template called from a kernel for an instantiation that does not satisfy the constraint"
since: "12.0"
verdict: error
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
template <typename T>
concept Integral = T(1) / T(2) == T(0);
template <typename T> struct Box {
  T v;
  __device__ T half() const
    requires Integral<T>
  { return v / 2; }
};
__global__ void kern(float *p) {
  Box<float> b{*p};
  *p = b.half(); // expect-error
}
