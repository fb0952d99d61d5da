/*---
section: I.5
clause: nvfunction.no-global-param-from-host
description: "The guide's example: an nvstd::function passed from host code to a __global__ function."
verdict: error
flags: ["--extended-lambda"]
tags: ["example"]
requires:
  features: ["nvfunctional"]
note: "The launch needs fn2, whose initialization is itself an error line of the example; both lines are kept and annotated. launch-empty-function isolates the launch."
---*/
#include <nvfunctional>

__device__ int foo_d() { return 1; }
__host__ int foo_h() { return 3; }
auto lam_h = [] { return 0; };

__global__ void k(void) {
}

__global__ void kern(nvstd::function<int()> f1) { }

void foo(void) {

  auto lam_d = [=] __device__ { return 1; };

  // error: initialized with address of functor with
  // __device__ operator() function 
  nvstd::function<int()> fn2 = lam_d; // expect-error

  // error: passing nvstd::function from host to device
  kern<<<1,1>>>(fn2); // expect-error
}
