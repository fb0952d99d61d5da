/*---
section: B.1.3
clause: extensions.global-not-host
description: "__host__ __device__ is the allowed combination: a function compiled for both sides, called from host code and from a kernel."
verdict: ok
---*/
__host__ __device__ float square(float x) { return x * x; }
__global__ void k(float *p) { *p = square(*p); }
float on_host(float x) { return square(x); }
