/*---
section: I.4.3.1
clause: memspace.empty-dtor.trivial
description: An implicit destructor made non-trivial by a member whose destructor is non-empty is not empty.
verdict: error
---*/
struct M {
  int m;
  __host__ __device__ ~M() { m = 0; }
};

struct S {
  M member;
};

__constant__ S c;  // expect-error
