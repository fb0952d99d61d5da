/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const int may be used as a template argument in device code."
verdict: ok
---*/
const int N = 4;
template <int K> __device__ int times(int v) { return K * v; }
__device__ int get(int v) { return times<N>(v); }
