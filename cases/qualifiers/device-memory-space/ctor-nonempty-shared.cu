/*---
section: I.4.3.1
clause: memspace.empty-ctor-dtor
description: A __shared__ variable of a class with a non-empty constructor is rejected.
verdict: error
---*/
struct S {
  int v;
  __device__ S() { v = 1; }
};

__global__ void kern(void)
{
  __shared__ S s;  // expect-error
}
