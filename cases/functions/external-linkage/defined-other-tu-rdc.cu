/*---
section: I.4.9.1
clause: function.extern-linkage-same-unit
description: "With -rdc=true and nvlink, a kernel may call an extern __device__ function defined in another translation unit."
verdict: ok
phase: link
requires: {rdc: true}
tus: 2
---*/
#if CUCONFORM_TU == 1
extern __device__ int twice(int v);
__global__ void kern(int *out) { *out = twice(21); }
int main() { return 0; }
#endif
#if CUCONFORM_TU == 2
__device__ int twice(int v) { return 2 * v; }
#endif
