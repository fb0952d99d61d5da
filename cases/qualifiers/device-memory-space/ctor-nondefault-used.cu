/*---
section: I.4.3.1
clause: memspace.empty-ctor.no-params-empty-body
description: "A __device__ variable initialized through a constructor with a parameter is rejected: that constructor is not empty."
verdict: error
---*/
struct S {
  int v;
  __host__ __device__ S() {}
  __host__ __device__ S(int x) : v(x) {}
};

__device__ S d(3);  // expect-error
