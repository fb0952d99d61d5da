/*---
section: I.4.20.4
clause: constexpr.template-instantiation
description: "A static_assert in a kernel evaluates an instantiation of a constexpr template that is not constexpr (it calls a non-constexpr function for that type)"
verdict: error
std: c++14
---*/
struct Meter {
  int v;
  __host__ __device__ int get() const { return v; }
};
template <typename T> __host__ __device__ constexpr int read(T t) { return t.get(); }
__global__ void kern(int *p) {
  static_assert(read(Meter{2}) == 2, "not a constant expression"); // expect-error
  *p = 2;
}
