/*---
section: I.1
clause: features.cxx11.propagating-exceptions
description: "A kernel calls std::make_exception_ptr, a host library function template"
verdict: error
std: c++11
---*/
#include <exception>
__global__ void kern(int v, bool *out) {
  *out = static_cast<bool>(std::make_exception_ptr(v)); // expect-error
}
