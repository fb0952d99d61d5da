/*---
section: B.1.2
clause: extensions.host-device-calls-device
description: "In a __host__ __device__ template, a call to a __device__ function that depends on a template parameter is looked up at instantiation; instantiated from device code only, it is allowed."
verdict: ok
note: "nvcc 13.5 also accepts the instantiation from host code (the host compilation of a dependent call is not checked). This case instantiates from a kernel only, which the clause allows."
---*/
__device__ int dtwice(int x) { return 2 * x; }
template <typename T>
__host__ __device__ T twice(T x) { return dtwice(x); }
__global__ void k(int *p) { *p = twice(*p); }
