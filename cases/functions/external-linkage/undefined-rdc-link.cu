/*---
section: I.4.9.1
clause: function.extern-linkage-same-unit
description: "With -rdc=true, a call to an extern __device__ function defined in none of the linked units fails at device link."
verdict: error
phase: link
requires: {rdc: true}
tus: 2
diagnostics:
  - severity: error
    tool: nvlink
    regex: "twice|_Z5twicei"
---*/
#if CUCONFORM_TU == 1
extern __device__ int twice(int v);
__global__ void kern(int *out) { *out = twice(21); }
int main() { return 0; }
#endif
#if CUCONFORM_TU == 2
__device__ int thrice(int v) { return 3 * v; }
#endif
