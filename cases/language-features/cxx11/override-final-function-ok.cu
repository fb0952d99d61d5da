/*---
section: I.1
clause: features.cxx11.override-final-misuse
description: "A __host__ __device__ virtual function marked override final in a class template"
verdict: ok
std: c++11
---*/
template <typename T> struct Base {
  __host__ __device__ virtual T get() const { return T(); }
};
template <typename T> struct Leaf : Base<T> {
  T v;
  __host__ __device__ T get() const override final { return v; }
};
__global__ void kern(float *p) {
  Leaf<float> l;
  l.v = 2.0f;
  *p = l.get();
}
