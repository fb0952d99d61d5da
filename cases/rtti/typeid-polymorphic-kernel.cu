/*---
section: I.4.6
clause: rtti.no-typeid-device
description: typeid of a polymorphic object in a kernel is diagnosed.
verdict: diagnose
---*/
#include <typeinfo>

struct Base {
  __host__ __device__ virtual ~Base() {}
  __host__ __device__ virtual int id() const { return 1; }
};
struct Derived : Base {
  __host__ __device__ int id() const override { return 2; }
};

__global__ void kern(bool *out)
{
  Derived d;
  Base &b = d;
  *out = typeid(b) == typeid(Derived);  // expect-diag
}
