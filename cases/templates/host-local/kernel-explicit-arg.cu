/*---
section: I.4.11
clause: template.arg-host-local
description: "A struct defined in a host function used as the explicit template argument of a kernel launch is rejected."
verdict: error
---*/
template <typename T>
__global__ void myKernel(void) { }
void launch(void) {
  struct L { int x; };
  myKernel<L><<<1, 1>>>(); // expect-error
}
