/*---
section: I.4.10.3
clause: class.virtual-override-space-match
description: "A __device__ virtual function overridden by a function with the same specifiers is allowed."
verdict: ok
---*/
struct Base {
  virtual __device__ int get(void) { return 1; }
};
struct Derived : Base {
  __device__ int get(void) { return 2; }
};
