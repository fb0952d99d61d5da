/*---
section: I.1
clause: features.cxx11.thread-local-storage
description: "A namespace-scope thread_local host variable used by a host function; the kernel does not touch it"
verdict: ok
std: c++11
---*/
thread_local double t_scale = 2.0;
double host_scaled(double v) { return v * t_scale; }
__global__ void kern(double *p, double s) { *p *= s; }
