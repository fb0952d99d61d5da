/*---
section: I.4.3.1
clause: memspace.empty-ctor.trivial
description: A constructor and destructor explicitly defaulted on first declaration are trivial, hence empty.
verdict: ok
---*/
struct S {
  int v;
  S() = default;
  ~S() = default;
};

__device__ S d;
__constant__ S c;
