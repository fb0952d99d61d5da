/*---
section: I.4.10.3
clause: class.virtual-override-space-match
description: "A mismatching overrider in a class template, instantiated, is rejected."
verdict: error
---*/
struct Base {
  virtual __device__ int get(void) { return 1; }
};
template <typename T>
struct Derived : Base {
  __host__ __device__ int get(void) { return 2; } // expect-error
};
template struct Derived<int>;
