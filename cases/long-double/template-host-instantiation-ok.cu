/*---
section: I.4.14
clause: long-double.not-in-device
description: "A __host__ __device__ template instantiated with long double only from host code is fine."
verdict: ok
note: "The long double specialization is used only by host code; device code instantiates the double specialization."
---*/
template <typename T> __host__ __device__ T twice(T v) { return v + v; }
long double host_side(void) { return twice<long double>(1.0L); }
__global__ void kern(double *out) { *out = twice<double>(1.0); }
