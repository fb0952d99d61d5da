/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A lambda in a __device__ member function is __device__."
verdict: ok
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
struct A {
  __device__ int m() {
    auto l = [] { return devfn(); };
    return l();
  }
};
__global__ void k(int *out) { A a; *out = a.m(); }
