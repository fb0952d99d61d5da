/*---
section: I.4.11
clause: template.arg-host-local
description: "A host-local type used in a __constant__ variable template instantiation is rejected."
verdict: error
std: c++14
---*/
template <typename T> __constant__ T cvar;
void set(void) {
  struct L { int x; };
  L v{1};
  cudaMemcpyToSymbol(cvar<L>, &v, sizeof v); // expect-error
}
