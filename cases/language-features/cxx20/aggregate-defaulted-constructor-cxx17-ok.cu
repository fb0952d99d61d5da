/*---
section: I.3
clause: features.cxx20.aggregates-no-user-declared-constructors
description: "A class template with a user-declared defaulted default constructor is brace-initialized with a value in a kernel under -std=c++17 (still an aggregate)"
verdict: ok
std: c++17
note: "The -std=c++17 side of the rule: a class whose only user-declared constructor is defaulted or deleted is still an aggregate in C++17, so brace initialization is aggregate initialization."
---*/
template <typename T> struct Span {
  T n;
  Span() = default;
};
__global__ void kern(int *p) {
  Span<int> s{*p};
  *p = s.n;
}
