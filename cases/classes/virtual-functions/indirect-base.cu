/*---
section: I.4.10.3
clause: class.virtual-override-space-match
description: "Overriding a virtual function of an indirect base with a different execution space is rejected."
verdict: error
---*/
struct A {
  virtual __host__ __device__ int get(void) { return 1; }
};
struct B : A { };
struct C : B {
  __device__ int get(void) { return 3; } // expect-error
};
