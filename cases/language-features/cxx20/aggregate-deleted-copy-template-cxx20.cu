/*---
section: I.3
clause: features.cxx20.aggregates-no-user-declared-constructors
description: "Under -std=c++20 a class template with a deleted default constructor is no aggregate: brace-initializing two members in a kernel is ill-formed"
since: "12.0"
verdict: error
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
template <typename T> struct Pair {
  T a, b;
  Pair() = delete;
};
__global__ void kern(float *p) {
  Pair<float> q{p[0], p[1]}; // expect-error
  p[2] = q.a + q.b;
}
