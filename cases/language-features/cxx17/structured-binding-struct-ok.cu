/*---
section: I.3
clause: features.cxx17.structured-bindings-count
description: "Structured binding of a two-member struct with two identifiers in a kernel"
verdict: ok
std: c++17
---*/
struct MinMax {
  int lo, hi;
};
__device__ MinMax bounds(int a, int b) { return a < b ? MinMax{a, b} : MinMax{b, a}; }
__global__ void kern(int *p) {
  auto [lo, hi] = bounds(p[0], p[1]);
  p[2] = hi - lo;
}
