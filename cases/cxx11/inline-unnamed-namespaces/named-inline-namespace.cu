/*---
section: I.4.20.6.1
clause: memspace.inline-unnamed-namespace
description: "Memory-space variables and __global__ functions may be declared in a named inline namespace."
verdict: ok
---*/
inline namespace N1 {
  __device__ int x1b;
  __constant__ int x2b;
  __managed__ int x4b;
  __global__ void bar(int *out) { *out = x1b + x2b + x4b; }
}
void h(int *p) { bar<<<1,1>>>(p); }
