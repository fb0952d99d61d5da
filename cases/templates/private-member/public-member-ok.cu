/*---
section: I.4.11
clause: template.arg-private-member
description: "A public member type may be used as a kernel template argument."
verdict: ok
---*/
template <typename T>
__global__ void myKernel(void) { }
class C {
public:
  struct P { };
};
void launch(void) {
  myKernel<C::P><<<1, 1>>>();
}
