/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "An implicit constructor called only from a host function is __host__; it cannot call the __device__-only base constructor."
verdict: error
note: "Derived::Derived is inferred __host__ (its only caller is bar) and calls the __device__-only Base::Base. The implicit constructor has no line of its own: the use and the end of the calling function are kept on one line, so a diagnostic at either conforms."
---*/
class Base {
  int x;
public:
  __device__ Base(void) : x(10) {}
};

class Derived : public Base {
  int y;
};

__host__ void bar(void) { Derived d; } // expect-error
