/*---
section: I.4.11
clause: template.arg-unnamed
description: "The unnamed type of a public data member used as a kernel template argument is rejected."
verdict: error
---*/
template <typename T>
__global__ void myKernel(void) { }
struct W {
  struct { int a; } m;
};
void launch(void) {
  myKernel<decltype(W::m)><<<1, 1>>>(); // expect-error
}
