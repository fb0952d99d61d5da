/*---
section: I.4.11
clause: template.arg-compound
description: "An array of a host-local type used as a kernel template argument is rejected."
verdict: error
---*/
template <typename T>
__global__ void myKernel(void) { }
void launch(void) {
  struct L { };
  myKernel<L[2]><<<1, 1>>>(); // expect-error
}
