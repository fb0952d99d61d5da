/*---
section: I.4.6
clause: rtti.no-dynamic-cast-device
description: A dynamic_cast downcast of a pointer in device code is diagnosed.
verdict: diagnose
---*/
struct Base {
  __host__ __device__ virtual ~Base() {}
  __host__ __device__ virtual int id() const { return 1; }
};
struct Derived : Base {
  __host__ __device__ int id() const override { return 2; }
};

__device__ int probe(Base *b)
{
  Derived *d = dynamic_cast<Derived *>(b);  // expect-diag
  return d ? d->id() : 0;
}
