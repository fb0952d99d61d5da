/*---
section: I.1
clause: features.cxx11.initializer-list-narrowing
description: "A narrowing conversion of a non-constant in list-initialization in device code is rejected"
since: "7.0"
verdict: error
std: c++11
---*/
__global__ void kernel(int* out, double d) {
  int a{d};  // expect-error
  *out = a;
}
