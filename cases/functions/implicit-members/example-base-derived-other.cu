/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "Guide example: Derived::Derived is inferred __device__ (called from foo only) and Other::Other __host__ __device__ (called from foo and bar)."
verdict: ok
tags: [example]
---*/
class Base {
  int x;
public:  
  __host__ __device__ Base(void) : x(10) {}
};

class Derived : public Base {
  int y;
};

class Other: public Base {
  int z;
};

__device__ void foo(void)
{
  Derived D1;
  Other D2;
}

__host__ void bar(void)
{
  Other D3;
}
