/*---
section: I.4.3.1
clause: memspace.empty-dtor.members
description: An array member of a class with a non-empty destructor makes the destructor non-empty.
verdict: error
---*/
struct M {
  int m;
  __device__ ~M() { m = 0; }
};

struct S {
  M members[2];
  __device__ ~S() {}
};

__global__ void kern(void)
{
  __shared__ S s;  // expect-error
}
