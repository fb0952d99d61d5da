/*---
section: I.4.3.1
clause: memspace.empty-dtor.defined
description: A destructor defined (empty) only after the variable definition is not yet defined at the variable's point.
verdict: error
note: "Read with 'at a point in the translation unit': at the variable the destructor is declared but not yet defined."
---*/
struct S {
  int v;
  __host__ __device__ ~S();
};

__managed__ S m;  // expect-error

__host__ __device__ S::~S() {}
