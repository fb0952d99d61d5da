/*---
section: I.4.3.1
clause: memspace.empty-ctor.no-virtual-no-nsdmi
description: A __shared__ variable of a class with a data member initializer is rejected.
verdict: error
---*/
struct S {
  int v = 42;
  __device__ S() {}
};

__global__ void kern(void)
{
  __shared__ S s;  // expect-error
}
