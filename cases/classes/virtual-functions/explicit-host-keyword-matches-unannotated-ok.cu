/*---
section: I.4.10.3
clause: class.virtual-override-space-match
description: "An unannotated virtual function is __host__: overriding it with an explicitly __host__ function matches."
verdict: ok
---*/
struct Base {
  virtual int get(void) { return 1; }
};
struct Derived : Base {
  __host__ int get(void) { return 2; }
};
