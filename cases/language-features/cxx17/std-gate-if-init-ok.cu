/*---
section: I.3
clause: features.cxx17.requires-cxx17-mode
description: "A selection statement with an initializer and class template argument deduction in a __device__ function under -std=c++17"
verdict: ok
std: c++17
---*/
template <typename T> struct Wrap {
  T v;
  __device__ Wrap(T x) : v(x) {}
};
__device__ int pick(int x) {
  if (Wrap w(x); w.v > 0) return w.v;
  return 0;
}
