/*---
section: I.4.11
clause: template.arg-private-member
description: "A protected member type used as a kernel template argument (from a derived class) is rejected."
verdict: error
---*/
template <typename T>
__global__ void myKernel(void) { }
class C {
protected:
  struct P { };
};
class D : C {
public:
  static void go(void) {
    myKernel<P><<<1, 1>>>(); // expect-error
  }
};
