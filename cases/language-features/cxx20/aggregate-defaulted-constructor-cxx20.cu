/*---
section: I.3
clause: features.cxx20.aggregates-no-user-declared-constructors
description: "Under -std=c++20 a struct with a user-declared defaulted default constructor is no aggregate: Span{x} in a __device__ function has no matching constructor"
since: "12.0"
verdict: error
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
struct Span {
  int n;
  Span() = default;
};
__device__ int size_of(int x) {
  Span s{x}; // expect-error
  return s.n;
}
