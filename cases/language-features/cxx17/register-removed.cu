/*---
section: I.3
clause: features.cxx17.register-removed
description: "register as a storage class in device code is rejected under C++17 (P0001R1)"
since: "11.0"
verdict: error
std: c++17
---*/
__global__ void kernel(int* out, int x) {
  register int i = x * 4;  // expect-error
  *out = i;
}
