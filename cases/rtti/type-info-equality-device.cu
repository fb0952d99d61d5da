/*---
section: I.4.6
clause: rtti.no-type-info-device
description: "Comparing two std::type_info objects in device code is diagnosed."
verdict: diagnose
---*/
#include <typeinfo>

__device__ bool same(const std::type_info &a, const std::type_info &b)
{
  return a == b;  // expect-diag
}
