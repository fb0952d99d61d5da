/*---
section: I.4.11
clause: template.arg-private-member
description: "A friend function with access to a private member type still cannot use it as a kernel template argument."
verdict: error
---*/
template <typename T>
__global__ void myKernel(void) { }
class C {
  struct P { };
  friend void launch(void);
};
void launch(void) {
  myKernel<C::P><<<1, 1>>>(); // expect-error
}
