/*---
section: I.1
clause: features.cxx11.initializer-list-narrowing
description: "A constant that does not fit the target type in list-initialization in device code is rejected"
since: "9.0"
verdict: error
std: c++14
---*/
__global__ void kernel(char* out) {
  char c{300};  // expect-error
  *out = c;
}
