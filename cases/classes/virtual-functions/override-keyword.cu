/*---
section: I.4.10.3
clause: class.virtual-override-space-match
description: "A mismatch is rejected also when the overrider is marked override."
verdict: error
---*/
struct Base {
  virtual __host__ __device__ int get(void) { return 1; }
};
struct Derived : Base {
  __device__ int get(void) override { return 2; } // expect-error
};
