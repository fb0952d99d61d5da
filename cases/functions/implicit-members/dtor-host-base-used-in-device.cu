/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "An implicit destructor run in device code is __device__; it cannot call a __host__-only base destructor."
verdict: error
note: "Derived::~Derived is invoked (and inferred __device__) at the end of the object's lifetime in kern; the calling function is kept on one line so that a diagnostic at the definition or at the end of the scope conforms."
---*/
struct Base {
  int x;
  __device__ Base() : x(0) {}
  ~Base() { x = -1; }
};
struct Derived : Base { int y; };
__global__ void kern(void) { Derived d; } // expect-error
