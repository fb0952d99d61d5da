/*---
section: I.3
clause: features.cxx17.structured-bindings-count
description: "Three identifiers bound to a two-member struct in a __device__ function"
verdict: error
std: c++17
---*/
struct MinMax {
  int lo, hi;
};
__device__ int span(MinMax m) {
  auto [lo, hi, extra] = m; // expect-error
  return hi - lo;
}
