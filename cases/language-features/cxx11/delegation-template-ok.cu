/*---
section: I.1
clause: features.cxx11.delegating-constructors-cycle
description: "A class template whose default __device__ constructor delegates to a value constructor"
verdict: ok
std: c++11
---*/
template <typename T> struct Cell {
  T v;
  __device__ Cell(T x) : v(x) {}
  __device__ Cell() : Cell(T(1)) {}
};
__global__ void kern(double *p) {
  Cell<double> c;
  *p = c.v;
}
