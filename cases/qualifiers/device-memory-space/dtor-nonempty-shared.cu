/*---
section: I.4.3.1
clause: memspace.empty-ctor-dtor
description: A __shared__ variable of a class with a non-empty destructor is rejected.
verdict: error
---*/
struct S {
  int v;
  __device__ ~S() { v = 0; }
};

__global__ void kern(void)
{
  __shared__ S s;  // expect-error
}
