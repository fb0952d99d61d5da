/*---
section: I.4.6
clause: rtti.no-dynamic-cast-device
description: "A dynamic_cast to void* (most derived object) in device code is diagnosed."
verdict: diagnose
---*/
struct Base {
  __host__ __device__ virtual ~Base() {}
  __host__ __device__ virtual int id() const { return 1; }
};
struct Derived : Base {
  __host__ __device__ int id() const override { return 2; }
};

__device__ void *most_derived(Base *b)
{
  return dynamic_cast<void *>(b);  // expect-diag
}
