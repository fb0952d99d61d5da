/*---
section: I.4.6
clause: rtti.no-dynamic-cast-device
description: A dynamic_cast across sibling bases in device code is diagnosed.
verdict: diagnose
---*/
struct A { __device__ virtual ~A() {} };
struct B { __device__ virtual ~B() {} };
struct C : A, B { };

__device__ B *cross(A *a)
{
  return dynamic_cast<B *>(a);  // expect-diag
}
