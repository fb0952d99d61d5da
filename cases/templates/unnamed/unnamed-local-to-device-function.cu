/*---
section: I.4.11
clause: template.arg-unnamed-local-to-device
description: "An unnamed type, even one local to a __device__ function, cannot be used in a __device__ variable template instantiation."
verdict: error
std: c++14
note: "The unnamed-type bullet has no exception for types local to __device__/__global__ functions, unlike the first two bullets."
---*/
template <typename T> __device__ T dvar;
__device__ int f(void) {
  struct { int x; } a;
  dvar<decltype(a)>.x = 1; // expect-error
  return a.x;
}
