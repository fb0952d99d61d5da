/*---
section: I.4.11
clause: template.arg-unnamed
description: "The unnamed class type of a namespace-scope variable used as a kernel template argument is rejected."
verdict: error
---*/
template <typename T>
__global__ void myKernel(void) { }
struct { int x; } gv;
void launch(void) {
  myKernel<decltype(gv)><<<1, 1>>>(); // expect-error
}
