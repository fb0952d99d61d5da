/*---
section: I.4.3.1
clause: memspace.empty-ctor.trivial
description: "A default member initializer makes the implicit constructor non-trivial, and the class has an initializer: a __device__ variable of it is rejected."
verdict: error
---*/
struct S {
  int v = 5;
};

__device__ S d;  // expect-error
