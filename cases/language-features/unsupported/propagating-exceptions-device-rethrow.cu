/*---
section: I.1
clause: features.cxx11.propagating-exceptions
description: "A __device__ function calls std::rethrow_exception, a host library function"
verdict: error
std: c++11
---*/
#include <exception>
__device__ void again(const std::exception_ptr &p) {
  std::rethrow_exception(p); // expect-error
}
__global__ void kern(const std::exception_ptr *p) { again(*p); }
