/*---
section: I.5
clause: nvfunction.host-no-device-target
description: "The guide's example: an instance in host code initialized with a __device__ function."
verdict: error
flags: ["--extended-lambda"]
tags: ["example"]
requires:
  features: ["nvfunctional"]
---*/
#include <nvfunctional>

__device__ int foo_d() { return 1; }
__host__ int foo_h() { return 3; }
auto lam_h = [] { return 0; };

__global__ void k(void) {
}

__global__ void kern(nvstd::function<int()> f1) { }

void foo(void) {
  // error: initialized with address of __device__ function 
  nvstd::function<int()> fn1 = foo_d;  // expect-error

  auto lam_d = [=] __device__ { return 1; };
}
