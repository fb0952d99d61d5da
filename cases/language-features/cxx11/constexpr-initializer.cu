/*---
section: I.1
clause: features.cxx11.constexpr-requires-constant
description: "A constexpr variable initialized from a kernel parameter is rejected"
since: "7.0"
verdict: error
std: c++11
---*/
__global__ void kernel(int* out, int x) {
  constexpr int k = x;  // expect-error
  *out = k;
}
