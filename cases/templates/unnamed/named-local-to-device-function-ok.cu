/*---
section: I.4.11
clause: template.arg-unnamed-local-to-device
description: "A named type local to a __device__ function may be used in a __device__ variable template instantiation (the first bullet's exception): the twin of unnamed-local-to-device-function with the type named."
verdict: ok
std: c++14
---*/
template <typename T> __device__ T dvar;
__device__ int f(void) {
  struct S { int x; } a;
  dvar<S>.x = 1;
  return a.x;
}
