/*---
section: I.4.20.5
clause: hostvar.constexpr-pointer-value-13
description: "A class static constexpr pointer-to-member used in a __host__ member function, while the __device__ member of the same class reads the data member directly"
verdict: ok
note: "The obeying side of the pointer exclusion: device code may name a constexpr host pointer in unevaluated operands, and a std::nullptr_t V is a scalar type the 13 guide keeps usable."
---*/
struct Rec {
  int a, b;
  static constexpr int Rec::*pick = &Rec::b;
  int host_get() const { return this->*pick; }
  __device__ int dev_get() const { return b; }
};
__global__ void kern(const Rec *r, int *out) { *out = r->dev_get(); }
