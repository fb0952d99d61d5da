/*---
section: I.1
clause: features.cxx11.alignas-not-weaker-than-natural
description: "alignas(2) on a namespace-scope __device__ double (natural alignment 8) is ill-formed"
verdict: diagnose
std: c++11
note: "ISO C++ [intro.compliance] asks of an ill-formed program one diagnostic message, of any severity; a warning is one, and the guide asks for no more: read at that strength (verdict: diagnose, issue 23)."
---*/
alignas(2) __device__ double g_weak = 1.0; // expect-diag
__global__ void kern(double *p) { *p = g_weak; }
