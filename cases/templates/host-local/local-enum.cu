/*---
section: I.4.11
clause: template.arg-host-local
description: "An enumeration defined in a host function used as a kernel template argument is rejected."
verdict: error
---*/
template <typename T>
__global__ void myKernel(void) { }
void launch(void) {
  enum Color { red, green };
  myKernel<Color><<<1, 1>>>(); // expect-error
}
