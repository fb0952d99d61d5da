/*---
section: I.4.20.5
clause: hostvar.constexpr-nonscalar-in-constexpr-call
description: "A constexpr __device__ function iterating a host constexpr array at run time is not a constant-expression call."
verdict: error
std: c++14
note: "C++14 for the loop in a constexpr function. The guide marks the call that is not a constant expression (its get(idx) line); the use of host_arr is in the loop of sum_to. A diagnostic at either line honours the rule (one expect-error-any group)."
---*/
constexpr int host_arr[] = { 1, 2, 3};
constexpr __device__ int sum_to(int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) s += host_arr[i]; // expect-error-any(use)
  return s;
}
__global__ void k(int *out, int n) {
  *out = sum_to(n); // expect-error-any(use)
}
