/*---
section: I.4.11
clause: template.arg-host-local
description: "The closure type of a lambda in a host function used as a kernel template argument is rejected."
verdict: error
note: "A closure type is both unnamed and defined within the host function."
---*/
template <typename T>
__global__ void myKernel(void) { }
void launch(void) {
  auto lam = [] { };
  myKernel<decltype(lam)><<<1, 1>>>(); // expect-error
}
