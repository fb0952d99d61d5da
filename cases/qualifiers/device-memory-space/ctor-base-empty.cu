/*---
section: I.4.3.1
clause: memspace.empty-ctor.bases
description: A class whose bases have empty (or trivial) default constructors has an empty constructor.
verdict: ok
---*/
struct A {
  int a;
};

struct B {
  int b;
  __host__ __device__ B() {}
};

struct S : A, B {
  int v;
  __host__ __device__ S() {}
};

__device__ S d;
__constant__ S c;
