/*---
section: I.1
clause: features.cxx11.alignas-not-weaker-than-natural
description: "alignas(2) on a namespace-scope __device__ double (natural alignment 8) is ill-formed"
verdict: error
std: c++11
---*/
alignas(2) __device__ double g_weak = 1.0; // expect-error
__global__ void kern(double *p) { *p = g_weak; }
