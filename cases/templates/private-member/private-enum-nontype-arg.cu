/*---
section: I.4.11
clause: template.arg-private-member
description: "A non-type template argument whose type is a private member enumeration is rejected."
verdict: error
std: c++17
---*/
template <auto V>
__global__ void kern(void) { }
class C {
  enum E { a, b };
public:
  static void go(void) {
    kern<b><<<1, 1>>>(); // expect-error
  }
};
