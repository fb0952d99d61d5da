/*---
section: I.4.11
clause: template.arg-compound
description: "A const-qualified unnamed type used as a kernel template argument is rejected."
verdict: error
---*/
template <typename T>
__global__ void myKernel(void) { }
struct { int x; } gv;
void launch(void) {
  myKernel<const decltype(gv)><<<1, 1>>>(); // expect-error
}
