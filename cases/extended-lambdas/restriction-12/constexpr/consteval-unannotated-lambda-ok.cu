/*---
section: I.6.2
clause: xlambda.restriction-12.not-consteval
description: "A consteval lambda that is not an extended lambda is valid in host code, and an extended __device__ lambda may use its constant result"
verdict: ok
std: c++20
flags: ["--extended-lambda"]
note: "The restriction names extended lambdas only; an unannotated lambda in a __host__ function is an ordinary C++20 lambda."
---*/
template <typename F> __global__ void kern(F f, int *out) { *out = f(); }
void foo(int *out) {
  auto twice = [] (int x) consteval { return 2 * x; };
  constexpr int v = twice(21);
  auto lam = [=] __device__ () { return v; };
  kern<<<1, 1>>>(lam, out);
}
