/*---
section: I.4.6
clause: rtti.no-type-info-device
description: "Calling std::type_info::name() in device code is diagnosed."
verdict: diagnose
---*/
#include <typeinfo>

__device__ char first_char(const std::type_info &t)
{
  return t.name()[0];  // expect-diag
}
