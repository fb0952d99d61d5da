/*---
section: I.4.11
clause: template.arg-compound
description: "Pointers, arrays and specializations built from namespace-scope types may be used as kernel template arguments."
verdict: ok
---*/
template <typename T>
__global__ void myKernel(void) { }
template <typename T> struct Wrap { T v; };
struct G { };
void launch(void) {
  myKernel<G *><<<1, 1>>>();
  myKernel<G[2]><<<1, 1>>>();
  myKernel<Wrap<G>><<<1, 1>>>();
  myKernel<void(G)><<<1, 1>>>();
}
