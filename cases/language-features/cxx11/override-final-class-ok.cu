/*---
section: I.1
clause: features.cxx11.override-final-misuse
description: "A final class with __device__ virtual overrides, created and used in a kernel"
verdict: ok
std: c++11
---*/
struct Shape {
  __device__ virtual int sides() const { return 0; }
};
struct Tri final : Shape {
  __device__ int sides() const override { return 3; }
};
__global__ void kern(int *p) {
  Tri t;
  const Shape &s = t;
  *p = s.sides();
}
