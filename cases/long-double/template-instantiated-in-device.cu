/*---
section: I.4.14
clause: long-double.not-in-device
description: "Instantiating a __device__ template with long double is diagnosed."
verdict: diagnose
---*/
template <typename T> __device__ T ident(T v) { return v; }
__device__ double f(void) {
  return (double)ident<long double>(1); // expect-diag
}
