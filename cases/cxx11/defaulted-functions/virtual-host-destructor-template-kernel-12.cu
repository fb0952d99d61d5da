/*---
section: I.4.20.10
clause: defaulted.virtual-specifiers-kept
description: "A class template with a virtual __host__ destructor defaulted on its first declaration, instantiated as a local of a kernel (destroyed in device code)"
verdict: error
---*/
template <typename T> struct Box {
  __host__ virtual ~Box() = default;
  T v;
};
__global__ void kern(int *p) {
  Box<int> b; // expect-error-any(dtor)
  b.v = *p;
  *p = b.v; // expect-error-any(dtor)
} // expect-error-any(dtor)
