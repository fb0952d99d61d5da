/*---
section: I.4.21.2
clause: vartemplate.windows-const
description: "A const-qualified __constant__ variable template (non-Microsoft host compiler)."
verdict: ok
std: c++14
---*/
template <typename T>
__constant__ const T c1 = T(3);
__global__ void k(int *a, float *b) { *a = c1<int>; *b = c1<float>; }
