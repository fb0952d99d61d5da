/*---
section: I.4.10.5
clause: class.anonymous-union-no-device-reference
description: "A __device__ function template reading a namespace-scope anonymous union member, instantiated, is rejected."
verdict: error
---*/
static union { int ua; float ub; };
template <typename T>
__device__ T f(void) {
  return (T)ua; // expect-error
}
__global__ void kern(long *out) { *out = f<long>(); }
