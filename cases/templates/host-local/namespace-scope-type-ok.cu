/*---
section: I.4.11
clause: template.arg-host-local
description: "A namespace-scope type may be used as a kernel template argument from a host function."
verdict: ok
---*/
template <typename T>
__global__ void myKernel(void) { }
struct G { int x; };
void launch(void) {
  myKernel<G><<<1, 1>>>();
}
