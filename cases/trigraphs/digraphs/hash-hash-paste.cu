/*---
section: I.4.12
clause: digraph.not-on-windows
description: "The digraph %:%: pastes tokens in a macro used in device code."
verdict: ok
---*/
#define CAT(a, b) a %:%: b
__device__ int CAT(get, value)(void) { return 7; }
__global__ void kern(int *out) { *out = getvalue(); }
