/*---
section: I.1
clause: features.cxx11.propagating-exceptions
description: "std::exception_ptr kept in a host class member and tested later; device code is a plain kernel"
verdict: ok
std: c++11
---*/
#include <exception>
struct Outcome {
  std::exception_ptr error;
  bool failed() const { return static_cast<bool>(error); }
};
bool host_record(Outcome &o) {
  try {
    throw 3.5;
  } catch (...) {
    o.error = std::current_exception();
  }
  return o.failed();
}
__global__ void kern(float *p) { *p = 3.5f; }
