/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "An implicit constructor called from a __device__ function is __device__; it cannot call a __host__-only base constructor."
verdict: error
note: "The calling function is kept on one line: the implicit constructor has no line of its own and a diagnostic at the use or at the end of the caller conforms."
---*/
class Base {
  int x;
public:
  Base(void) : x(10) {}
};

class Derived : public Base {
  int y;
};

__device__ void foo(void) { Derived d; } // expect-error
