/*---
section: I.4.6
clause: rtti.no-dynamic-cast-device
description: A dynamic_cast upcast in device code (resolvable without RTTI) is still the dynamic_cast operator and is diagnosed.
verdict: diagnose
note: "Read literally: the sentence excludes the operator from device code. A toolchain that accepts statically resolved casts deviates."
---*/
struct Base {
  __host__ __device__ virtual ~Base() {}
  __host__ __device__ virtual int id() const { return 1; }
};
struct Derived : Base {
  __host__ __device__ int id() const override { return 2; }
};

__device__ Base *up(Derived *d)
{
  return dynamic_cast<Base *>(d);  // expect-diag
}
