/*---
section: I.4.10.3
clause: class.virtual-override-space-match
description: "Overriding a pure virtual __device__ function with a __device__ function is allowed."
verdict: ok
---*/
struct Base {
  virtual __device__ int get(void) = 0;
};
struct Derived : Base {
  __device__ int get(void) { return 2; }
};
