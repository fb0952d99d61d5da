/*---
section: I.4.10.3
clause: class.virtual-override-space-match
description: "A mismatch is rejected also when the overrider is marked final."
verdict: error
---*/
struct Base {
  virtual __device__ int get(void) { return 1; }
};
struct Derived : Base {
  __host__ __device__ int get(void) final { return 2; } // expect-error
};
