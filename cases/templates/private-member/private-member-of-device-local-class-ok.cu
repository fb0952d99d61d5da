/*---
section: I.4.11
clause: template.arg-private-member
description: "A private member type of a class defined within a __global__ function may be used for a __device__ variable template instantiation."
verdict: ok
std: c++14
---*/
template <typename T> __device__ T dvar;
__global__ void kern(int *out) {
  class C {
    struct P { int x; };
  public:
    __device__ int go(void) { dvar<P>.x = 5; return dvar<P>.x; }
  };
  C c;
  *out = c.go();
}
