/*---
section: I.4.6
clause: rtti.no-typeid-device
description: typeid of a non-polymorphic expression in device code (resolved at compile time) is still the typeid operator and is diagnosed.
verdict: diagnose
---*/
#include <typeinfo>

__device__ const void *tag(int x)
{
  return &typeid(x + 1);  // expect-diag
}
