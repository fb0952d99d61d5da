/*---
section: I.5
clause: nvfunction.host-device-use
description: "The guide's second nvstd::function example without its error lines."
verdict: ok
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

  auto lam_d = [=] __device__ { return 1; };
}
