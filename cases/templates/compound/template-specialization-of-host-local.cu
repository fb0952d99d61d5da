/*---
section: I.4.11
clause: template.arg-compound
description: "A class template specialization with a host-local argument used as a kernel template argument is rejected."
verdict: error
---*/
template <typename T>
__global__ void myKernel(void) { }
template <typename T> struct Wrap { T v; };
void launch(void) {
  struct L { };
  myKernel<Wrap<L>><<<1, 1>>>(); // expect-error
}
