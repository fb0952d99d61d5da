/*---
section: I.4.11
clause: template.arg-compound
description: "A __device__ variable template instantiated with a specialization wrapping a host-local type is rejected."
verdict: error
std: c++14
---*/
template <typename T> __device__ T dvar;
template <typename T> struct Wrap { T v; };
void set(void) {
  struct L { int x; };
  Wrap<L> w{{1}};
  cudaMemcpyToSymbol(dvar<Wrap<L>>, &w, sizeof w); // expect-error
}
