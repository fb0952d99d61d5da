/*---
section: I.4.11
clause: template.arg-unnamed
description: "An unnamed namespace-scope type used in a __device__ variable template instantiation is rejected."
verdict: error
std: c++14
---*/
template <typename T> __device__ T dvar;
struct { int x; } gv;
void set(void) {
  cudaMemcpyToSymbol(dvar<decltype(gv)>, &gv, sizeof gv); // expect-error
}
