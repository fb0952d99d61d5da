/*---
section: I.1
clause: features.cxx11.garbage-collection
description: "std::get_pointer_safety in a host function of a .cu file"
verdict: ok
std: c++11
---*/
#include <memory>
bool host_strict() { return std::get_pointer_safety() == std::pointer_safety::strict; }
__global__ void kern(int *p) { *p = 3; }
