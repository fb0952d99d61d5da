/*---
section: I.5
clause: nvfunction.device-no-host-target
description: "The guide's example: an instance in a __global__ function initialized with a lambda whose operator() is __host__."
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

  // error: initialized with address of functor with
  // __host__ operator() function 
  nvstd::function<int()> fn2 = lam_h; // expect-error
}

__global__ void kern(nvstd::function<int()> f1) { }

void foo(void) {

  auto lam_d = [=] __device__ { return 1; };
}
