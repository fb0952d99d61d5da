/*---
section: I.4.14
clause: long-double.not-in-device
description: "A long double local in a __host__ __device__ function outside a host-only branch is diagnosed."
verdict: diagnose
---*/
__host__ __device__ double f(double x) {
  long double y = x; // expect-diag
  return (double)y;
}
