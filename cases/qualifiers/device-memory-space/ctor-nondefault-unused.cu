/*---
section: I.4.3.1
clause: memspace.empty-ctor.no-params-empty-body
description: "A class may have other, non-empty constructors: only the default constructor used by the definition must be empty."
verdict: ok
note: "Read: 'the constructor' of the rule is the one that the variable definition invokes (the default constructor)."
---*/
struct S {
  int v;
  __host__ __device__ S() {}
  __host__ __device__ S(int x) : v(x) {}
};

__device__ S d;
