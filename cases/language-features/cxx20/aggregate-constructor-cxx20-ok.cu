/*---
section: I.3
clause: features.cxx20.aggregates-no-user-declared-constructors
description: "Under -std=c++20 a struct with a user-declared constructor is brace-initialized through a matching __device__ constructor"
since: "12.0"
verdict: ok
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
struct Span {
  int n;
  __device__ Span(int v) : n(v) {}
};
__global__ void kern(int *p) {
  Span s{*p};
  *p = s.n;
}
