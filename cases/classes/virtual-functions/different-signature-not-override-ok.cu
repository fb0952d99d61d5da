/*---
section: I.4.10.3
clause: class.virtual-override-space-match
description: "A derived function with a different parameter list does not override: its specifiers are free."
verdict: ok
---*/
struct Base {
  virtual __device__ int get(int) { return 1; }
};
struct Derived : Base {
  __host__ int get(long) { return 2; }
};
