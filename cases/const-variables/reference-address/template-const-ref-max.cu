/*---
section: I.4.13
clause: hostvar.const-no-reference-or-address
description: "A std::max-style call taking const T& binds a reference to the const host variable: rejected."
verdict: error
---*/
const int xxx = 10;
template <typename T> __device__ const T &mx(const T &a, const T &b) { return a < b ? b : a; }
__device__ int get(int v) {
  return mx(xxx, v); // expect-error
}
