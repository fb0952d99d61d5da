/*---
section: I.4.11
clause: template.arg-private-member
description: "A struct (members public by default) nested in a class as a public member may be used in a __device__ variable template instantiation."
verdict: ok
std: c++14
---*/
template <typename T> __device__ T dvar;
struct Outer {
  struct Inner { int x; };
};
void set(void) {
  Outer::Inner v{1};
  cudaMemcpyToSymbol(dvar<Outer::Inner>, &v, sizeof v);
}
