/*---
section: I.5
clause: nvfunction.host-no-device-target
description: "An instance in host code may hold __host__ __device__ functions and functors with __host__ __device__ operator()."
verdict: ok
flags: ["--extended-lambda"]
requires:
  features: ["nvfunctional"]
---*/
#include <nvfunctional>
__host__ __device__ int foo_hd() { return 2; }
struct F { __host__ __device__ int operator()() const { return 3; } };
int h() {
  nvstd::function<int()> a = foo_hd;
  nvstd::function<int()> b = F{};
  nvstd::function<int()> c = [] __host__ __device__ () { return 4; };
  return a() + b() + c();
}
