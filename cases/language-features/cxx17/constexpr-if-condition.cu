/*---
section: I.3
clause: features.cxx17.constexpr-if-constant-condition
description: "if constexpr with a condition that depends on a kernel parameter is rejected"
since: "11.0"
verdict: error
std: c++17
---*/
__global__ void kernel(int* out, int x) {
  if constexpr (x > 0) {  // expect-error
    *out = 1;
  }
}
