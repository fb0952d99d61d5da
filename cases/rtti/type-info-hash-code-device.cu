/*---
section: I.4.6
clause: rtti.no-type-info-device
description: "Calling std::type_info::hash_code() in device code is diagnosed."
verdict: diagnose
---*/
#include <typeinfo>

__device__ unsigned long long h(const std::type_info &t)
{
  return t.hash_code();  // expect-diag
}
