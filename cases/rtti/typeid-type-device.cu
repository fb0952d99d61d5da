/*---
section: I.4.6
clause: rtti.no-typeid-device
description: typeid(int) in a __device__ function is diagnosed.
verdict: diagnose
---*/
#include <typeinfo>

__device__ bool is_int_name(const char *n)
{
  return typeid(int).name() == n;  // expect-diag
}
