/*---
section: I.4.11
clause: template.arg-host-local
description: "A type defined in a __device__ function may be used for a __device__ variable template instantiation."
verdict: ok
std: c++14
---*/
template <typename T> __device__ T dvar;
__device__ int f(void) {
  struct L { int x; };
  dvar<L>.x = 3;
  return dvar<L>.x;
}
