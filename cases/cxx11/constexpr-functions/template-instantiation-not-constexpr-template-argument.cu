/*---
section: I.4.20.4
clause: constexpr.template-instantiation
description: "A constexpr __host__ __device__ template whose instantiation for a non-literal conversion is not constexpr, used as a template argument in device code"
verdict: error
std: c++14
---*/
struct Loud {
  int v;
  __host__ __device__ Loud(int x) : v(x) {}
  __host__ __device__ operator int() const { return v; }
};
template <typename T> __host__ __device__ constexpr int widen(int x) { return (int)T(x) + 1; }
template <int N> struct Int {
  static constexpr int value = N;
};
__device__ int f() {
  return Int<widen<Loud>(2)>::value; // expect-error
}
