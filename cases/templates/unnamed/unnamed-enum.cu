/*---
section: I.4.11
clause: template.arg-unnamed
description: "An unnamed enumeration type used as a kernel template argument is rejected."
verdict: error
---*/
template <typename T>
__global__ void myKernel(void) { }
enum { e_a, e_b } ev;
void launch(void) {
  myKernel<decltype(ev)><<<1, 1>>>(); // expect-error
}
