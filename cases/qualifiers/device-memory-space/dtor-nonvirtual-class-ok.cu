/*---
section: I.4.3.1
clause: memspace.empty-dtor.no-virtual
description: A class with non-virtual and static member functions and a non-virtual base keeps its empty destructor empty.
verdict: ok
---*/
struct B {
  int b;
  __host__ __device__ ~B() {}
};

struct S : B {
  int v;
  __host__ __device__ ~S() {}
  __host__ __device__ int get() const { return v + b; }
  __host__ __device__ static int zero() { return 0; }
};

__device__ S d;
__managed__ S m;
