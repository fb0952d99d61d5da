/*---
section: I.4.10.3
clause: class.virtual-override-space-match
description: "A user-declared destructor without specifiers (__host__) overriding a __device__ virtual destructor is rejected."
verdict: error
---*/
struct Base {
  virtual __device__ ~Base() { }
};
struct Derived : Base {
  ~Derived() { } // expect-error
};
