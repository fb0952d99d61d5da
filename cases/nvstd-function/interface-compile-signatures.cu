/*---
section: I.5
clause: nvfunction.interface
description: "The synopsis' members are usable in __host__ __device__ code: constructors, assignments, swap, operator bool and the nullptr comparisons."
verdict: ok
requires:
  features: ["nvfunctional"]
---*/
#include <nvfunctional>
__host__ __device__ int foo_hd() { return 2; }
__host__ __device__ bool exercise() {
  nvstd::function<int()> a;
  nvstd::function<int()> b(nullptr);
  nvstd::function<int()> c(foo_hd);
  nvstd::function<int()> d(c);
  nvstd::function<int()> e(static_cast<nvstd::function<int()> &&>(d));
  a = c;
  b = static_cast<nvstd::function<int()> &&>(e);
  a = nullptr;
  a.swap(b);
  nvstd::swap(a, b);
  return (bool)c && c != nullptr && nullptr != c && !(c == nullptr) && !(nullptr == c);
}
__global__ void k(bool *out) { *out = exercise(); }
bool h() { return exercise(); }
