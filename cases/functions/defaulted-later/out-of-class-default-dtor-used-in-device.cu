/*---
section: I.4.9.2
clause: function.defaulted-not-first-declaration
description: "A destructor declared without specifiers and defaulted out of class is __host__; an object of the class cannot be destroyed in device code."
verdict: error
---*/
struct A {
  __device__ A() : v(0) {}
  ~A();
  int v;
};
A::~A() = default;
__global__ void kern(void) {
  A a; // expect-error
}
