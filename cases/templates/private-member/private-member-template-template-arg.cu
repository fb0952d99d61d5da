/*---
section: I.4.11
clause: template.arg-private-member
description: "A private member class template used as a template template argument of a kernel is rejected."
verdict: error
---*/
template <template <typename> class TT>
__global__ void kern(void) { }
class C {
  template <typename T> struct P { T v; };
public:
  static void go(void) {
    kern<P><<<1, 1>>>(); // expect-error
  }
};
