/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "Inference propagates through a chain of implicit constructors: each is __device__ when only device code invokes the outermost."
verdict: ok
---*/
struct A { int v; __device__ A() : v(3) {} };
struct B : A { };
struct C : B { };
struct D { C c; };
__global__ void kern(int *out) { D d; *out = d.c.v; }
