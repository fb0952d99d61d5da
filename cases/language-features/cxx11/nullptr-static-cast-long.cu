/*---
section: I.1
clause: features.cxx11.null-pointer-constant-not-integer
description: "static_cast of nullptr to long in a __device__ function (no standard conversion to an integer)"
verdict: error
std: c++11
---*/
__device__ long as_number() {
  return static_cast<long>(nullptr); // expect-error
}
