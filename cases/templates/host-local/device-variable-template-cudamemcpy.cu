/*---
section: I.4.11
clause: template.arg-host-local
description: "A host-local type used to name a __device__ variable template specialization for cudaMemcpyToSymbol is rejected."
verdict: error
std: c++14
---*/
template <typename T> __device__ T dvar;
void set(void) {
  struct L { int x; };
  L v{1};
  cudaMemcpyToSymbol(dvar<L>, &v, sizeof v); // expect-error
}
