/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A lambda in a __host__ member function is __host__; its body cannot call a __device__ function."
verdict: error
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
struct A {
  int m() {
    auto l = [] { return devfn(); }; // expect-error
    return l();
  }
};
int h() { A a; return a.m(); }
