/*---
section: I.4.9.2
clause: function.defaulted-not-first-declaration
description: "A constructor declared __host__ __device__ and defaulted out of class is usable on both sides."
verdict: ok
---*/
struct A {
  __host__ __device__ A();
  int v;
};
__host__ __device__ A::A() = default;
__global__ void kern(int *out) { A a; a.v = 1; *out = a.v; }
int host_side(void) { A a; a.v = 2; return a.v; }
