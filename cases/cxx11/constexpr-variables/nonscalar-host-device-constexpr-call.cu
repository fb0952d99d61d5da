/*---
section: I.4.20.5
clause: hostvar.constexpr-nonscalar-in-constexpr-call
description: "A constexpr __host__ __device__ function may read a host constexpr array element when the call is a constant expression."
verdict: ok
note: "Every device-side call of get is a constant expression; the host call get(i) with a run-time index is ordinary host code (the host side of get reads the host array), which the clause does not restrict."
---*/
constexpr int host_arr[] = { 1, 2, 3};
constexpr __host__ __device__ int get(int idx) { return host_arr[idx]; }
__global__ void k(int *out) { *out = get(0) + get(1); }
int h(int i) { return get(i); }
