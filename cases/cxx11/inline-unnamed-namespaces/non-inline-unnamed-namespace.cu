/*---
section: I.4.20.6.1
clause: memspace.inline-unnamed-namespace
description: "Memory-space variables and __global__ functions may be declared in a unnamed namespace that is not inline."
verdict: ok
---*/
namespace {
  __device__ int x1b;
  __constant__ int x2b;
  __global__ void bar(int *out) { *out = x1b + x2b; }
}
void h(int *p) { bar<<<1,1>>>(p); }
