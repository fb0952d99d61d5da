/*---
section: I.4.20.4
clause: constexpr.template-instantiation
description: "A constexpr static member function of a class template, instantiated with a literal type, gives an array bound in a kernel"
verdict: ok
std: c++14
---*/
template <typename T> struct Lanes {
  __host__ __device__ static constexpr int count() { return 16 / static_cast<int>(sizeof(T)); }
};
__global__ void kern(float *p) {
  float buf[Lanes<float>::count()];
  buf[3] = *p;
  *p = buf[3];
}
