/*---
section: I.4.20.4
clause: constexpr.template-instantiation
description: "An instantiation of a constexpr function template that is not constexpr cannot be used in a constant expression."
verdict: error
std: c++14
---*/
struct NotLiteral {
  int v;
  NotLiteral(int x) : v(x) { }
  operator int() const { return v; }
};
template <typename T>
constexpr __host__ __device__ int widen(int x) { return (int)T(x) + 1; }
constexpr int ok = widen<long>(1);
constexpr int bad = widen<NotLiteral>(1); // expect-error
