/*---
section: I.4.10.3
clause: class.virtual-override-space-match
description: "A __host__ __device__ destructor overriding a __host__ __device__ virtual destructor is allowed."
verdict: ok
---*/
struct Base {
  virtual __host__ __device__ ~Base() { }
};
struct Derived : Base {
  __host__ __device__ ~Derived() { }
};
