/*---
section: I.4.11
clause: template.arg-private-member
description: "A private member enumeration used as a kernel template argument is rejected."
verdict: error
---*/
template <typename T>
__global__ void myKernel(void) { }
class C {
  enum E { a, b };
public:
  static void go(void) {
    myKernel<E><<<1, 1>>>(); // expect-error
  }
};
