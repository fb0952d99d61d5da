/*---
section: I.4.6
clause: rtti.no-dynamic-cast-device
description: A dynamic_cast to a reference type in device code is diagnosed.
verdict: diagnose
---*/
struct Base {
  __host__ __device__ virtual ~Base() {}
  __host__ __device__ virtual int id() const { return 1; }
};
struct Derived : Base {
  __host__ __device__ int id() const override { return 2; }
};

__global__ void kern(int *out)
{
  Derived d;
  Base &b = d;
  Derived &r = dynamic_cast<Derived &>(b);  // expect-diag
  *out = r.id();
}
