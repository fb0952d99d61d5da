/*---
section: I.4.21.2
clause: vartemplate.windows-const
description: "A non-const __device__ variable template written in device code."
verdict: ok
std: c++14
---*/
template <typename T>
__device__ T acc;
__global__ void k(int *out) { acc<int> = 5; acc<float> = 1.5f; *out = acc<int> + (int)acc<float>; }
