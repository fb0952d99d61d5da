/*---
section: I.4.10.3
clause: class.virtual-override-space-match
description: "A __host__ virtual function overridden by a __device__ function is rejected."
verdict: error
---*/
struct Base {
  virtual int get(void) { return 1; }
};
struct Derived : Base {
  __device__ int get(void) { return 2; } // expect-error
};
