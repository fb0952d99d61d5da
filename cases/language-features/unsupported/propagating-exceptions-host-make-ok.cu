/*---
section: I.1
clause: features.cxx11.propagating-exceptions
description: "std::make_exception_ptr and std::rethrow_exception in a host function of a .cu file"
verdict: ok
std: c++11
---*/
#include <exception>
int host_code_of(int v) {
  std::exception_ptr p = std::make_exception_ptr(v);
  try {
    std::rethrow_exception(p);
  } catch (int e) {
    return e;
  }
  return -1;
}
__global__ void kern(int *p) { *p = 5; }
