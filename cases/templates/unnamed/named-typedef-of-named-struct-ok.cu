/*---
section: I.4.11
clause: template.arg-unnamed
description: "A named struct (also reachable through a typedef) is not unnamed and may be used as a kernel template argument."
verdict: ok
---*/
template <typename T>
__global__ void myKernel(void) { }
struct Named { int x; };
typedef Named Alias;
void launch(void) {
  myKernel<Alias><<<1, 1>>>();
}
