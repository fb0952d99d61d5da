/*---
section: I.4.9.2
clause: function.implicit-execution-space
description: "Inference through a chain of implicit constructors: invoked from host code, the chain reaches a __device__-only constructor."
verdict: error
---*/
struct A { int v; __device__ A() : v(3) {} };
struct B : A { };
struct C : B { };
struct D { C c; };
int host_side(void) { D d; return d.c.v; } // expect-error
