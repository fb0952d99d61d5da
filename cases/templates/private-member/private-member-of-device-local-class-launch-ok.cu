/*---
section: I.4.11
clause: template.arg-private-member
description: "A private member type of a class defined within a __global__ function may be used in a device-side kernel launch."
verdict: ok
flags: ["-rdc=true"]
requires: {rdc: true, features: [cdp]}
---*/
template <typename T>
__global__ void child(T t) { }
__global__ void parent(void) {
  class C {
    struct P { int x; };
  public:
    __device__ void go(void) { child<<<1, 1>>>(P{1}); }
  };
  C c;
  c.go();
}
