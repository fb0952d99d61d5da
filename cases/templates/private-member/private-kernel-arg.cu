/*---
section: I.4.11
clause: template.arg-private-member
description: "A private member type used as a kernel template argument (from a member function) is rejected."
verdict: error
---*/
template <typename T>
__global__ void myKernel(void) { }
class C {
  struct P { };
public:
  static void go(void) {
    myKernel<P><<<1, 1>>>(); // expect-error
  }
};
