/*---
section: I.4.3.1
clause: memspace.empty-dtor.no-virtual
description: A class with a virtual base class has no empty destructor.
verdict: error
note: "The class also has a virtual base, which makes its implicit constructor non-empty too; the variable is rejected either way."
---*/
struct B {
  int b;
  __host__ __device__ ~B() {}
};

struct S : virtual B {
  __host__ __device__ ~S() {}
};

__managed__ S m;  // expect-error
