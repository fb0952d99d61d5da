/*---
section: I.1
clause: features.cxx11.garbage-collection
description: "A kernel calls std::get_pointer_safety, a host library function"
verdict: error
std: c++11
---*/
#include <memory>
__global__ void kern(int *out) {
  *out = std::get_pointer_safety() == std::pointer_safety::relaxed ? 1 : 0; // expect-error
}
