/*---
section: I.4.3.1
clause: memspace.empty-ctor-dtor
description: A static local (implicitly __device__) in a device function whose class has a non-empty constructor is rejected.
verdict: error
note: "I.4.9.4: a function-scope static has the same initialization restrictions as a namespace-scope variable with the same specifier."
---*/
struct S {
  int v;
  __device__ S() { v = 10; }
};

__device__ int f(void)
{
  static __device__ S s;  // expect-error
  return s.v;
}
