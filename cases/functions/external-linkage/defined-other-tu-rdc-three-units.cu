/*---
section: I.4.9.1
clause: function.extern-linkage-same-unit
description: "A chain of extern __device__ calls across three -rdc translation units links."
verdict: ok
phase: link
requires: {rdc: true}
tus: 3
---*/
#if CUCONFORM_TU == 1
extern __device__ int twice(int v);
__global__ void kern(int *out) { *out = twice(21); }
int main() { return 0; }
#endif
#if CUCONFORM_TU == 2
extern __device__ int add(int a, int b);
__device__ int twice(int v) { return add(v, v); }
#endif
#if CUCONFORM_TU == 3
__device__ int add(int a, int b) { return a + b; }
#endif
