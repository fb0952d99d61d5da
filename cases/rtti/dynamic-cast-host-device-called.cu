/*---
section: I.4.6
clause: rtti.no-dynamic-cast-device
description: A __host__ __device__ function using dynamic_cast, called from a kernel, is diagnosed.
verdict: diagnose
---*/
struct Base {
  __host__ __device__ virtual ~Base() {}
  __host__ __device__ virtual int id() const { return 1; }
};
struct Derived : Base {
  __host__ __device__ int id() const override { return 2; }
};

__host__ __device__ bool is_derived(Base *b)
{
  return dynamic_cast<Derived *>(b) != nullptr;  // expect-diag
}

__global__ void kern(bool *out)
{
  Derived d;
  *out = is_derived(&d);
}
