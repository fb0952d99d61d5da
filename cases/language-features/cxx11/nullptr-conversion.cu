/*---
section: I.1
clause: features.cxx11.null-pointer-constant-not-integer
description: "nullptr converted to int in device code is rejected"
since: "7.0"
verdict: error
std: c++11
---*/
__global__ void kernel(int* out) {
  int i = nullptr;  // expect-error
  *out = i;
}
