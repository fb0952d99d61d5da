/*---
section: I.4.6
clause: rtti.no-type-info-device
description: "Calling std::type_info::before() in device code is diagnosed."
verdict: diagnose
---*/
#include <typeinfo>

__device__ bool order(const std::type_info *a, const std::type_info *b)
{
  return a->before(*b);  // expect-diag
}
