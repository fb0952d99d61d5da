/*---
section: I.1
clause: features.cxx11.delegating-constructors-cycle
description: "Three __device__ constructors delegating in a cycle (ill-formed, no diagnostic required)"
verdict: ndr
std: c++11
note: "ndr: the annotation marks where a diagnosing toolchain would point; any outcome short of a crash or hang conforms."
---*/
struct Tri {
  int a;
  __device__ Tri() : Tri(1) {}
  __device__ Tri(int x) : Tri(x, 2) {}
  __device__ Tri(int x, int y) : Tri() { a = x + y; } // expect-error
};
__global__ void kern(int *p) {
  Tri t;
  *p = t.a;
}
