/*---
section: I.4.9.2
clause: function.defaulted-not-first-declaration
description: "A constructor declared __device__ and defaulted out of class (like Base2::~Base2 in the guide) is usable from device code."
verdict: ok
---*/
struct A {
  __device__ A();
  int v;
};
__device__ A::A() = default;
__global__ void kern(int *out) { A a; a.v = 1; *out = a.v; }
