/*---
section: I.4.18
clause: attr.const-pure-supported
description: "__attribute__((pure)) on a __device__ function is accepted."
verdict: ok
---*/
__attribute__((pure)) __device__ int sum_n(const int *p, int n);
__device__ int twice_sum(const int *p, int n) { return sum_n(p, n) + sum_n(p, n); }
