/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "A __global__ caller counts as a __device__ caller: the implicit constructor may call a __device__-only base constructor."
verdict: ok
---*/
class Base {
  int x;
public:
  __device__ Base(void) : x(10) {}
};

class Derived : public Base {
  int y;
};

__global__ void kern(void) { Derived d; }
