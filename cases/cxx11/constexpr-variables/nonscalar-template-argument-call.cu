/*---
section: I.4.20.5
clause: hostvar.constexpr-nonscalar-in-constexpr-call
description: "A constant-expression call of a constexpr __device__ function reading a host constexpr array, used as a template argument."
verdict: ok
---*/
constexpr int host_arr[] = { 1, 2, 3};
constexpr __device__ int get(int idx) { return host_arr[idx]; }
template <int N> struct Int { static constexpr int value = N; };
__device__ int f() { return Int<get(2)>::value; }
