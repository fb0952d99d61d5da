/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "An implicit constructor called from host and device code is __host__ __device__; its host side cannot call the __device__-only base constructor."
verdict: error
note: "The union of the callers is __host__ __device__; the call from the host side of Derived::Derived to the __device__-only Base::Base is diagnosed where bar invokes it."
---*/
class Base {
  int x;
public:
  __device__ Base(void) : x(10) {}
};

class Derived : public Base {
  int y;
};

__device__ void foo(void) { Derived d1; }
__host__ void bar(void) { Derived d2; } // expect-error
