/*---
section: I.5
clause: nvfunction.device-no-host-target
description: "An instance in device code may hold __device__ and __host__ __device__ functions, device functors and lambdas defined in device code."
verdict: ok
requires:
  features: ["nvfunctional"]
---*/
#include <nvfunctional>
__device__ int foo_d() { return 1; }
__host__ __device__ int foo_hd() { return 2; }
struct F { __device__ int operator()() const { return 3; } };
__global__ void k(int *out) {
  nvstd::function<int()> a = foo_d;
  nvstd::function<int()> b = foo_hd;
  nvstd::function<int()> c = F{};
  nvstd::function<int()> d = [] { return 4; };
  *out = a() + b() + c() + d();
}
