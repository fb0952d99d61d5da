/*---
section: I.4.20.10
clause: defaulted.first-declaration-ignored
description: "A __device__ default constructor defaulted on its first declaration must call a __host__-only base constructor: the annotation is ignored, the constructor is inferred __host__, and constructing the class in a kernel calls a host function"
verdict: error
---*/
struct HostBase {
  int v;
  HostBase() : v(2) {}
};
struct D : HostBase {
  __device__ D() = default; // expect-error-any(call)
};
__global__ void kern(int *p) {
  D d; // expect-error-any(call)
  *p = d.v; // expect-error-any(call)
}
