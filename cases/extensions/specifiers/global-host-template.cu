/*---
section: B.1.3
clause: extensions.global-not-host
description: "A kernel template declared __host__ __global__ is rejected even if never instantiated."
verdict: error
---*/
template <typename T>
__host__ __global__ void fill(T *p, T v) { *p = v; } // expect-error
