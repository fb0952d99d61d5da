/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "An implicit destructor run in device code is __device__; it cannot call a __host__-only base destructor."
verdict: error
note: "Derived::~Derived is invoked (and inferred __device__) at the end of the object's lifetime in kern, and its implicit body calls the __host__ ~Base. The implicit destructor has no line of its own: a diagnostic at the use in kern, at the class that declares it, or at the __host__ destructor it calls honours the rule (one expect-error-any group)."
---*/
struct Base {
  int x;
  __device__ Base() : x(0) {}
  ~Base() { x = -1; } // expect-error-any(dtor)
};
struct Derived : Base { int y; }; // expect-error-any(dtor)
__global__ void kern(void) { Derived d; } // expect-error-any(dtor)
