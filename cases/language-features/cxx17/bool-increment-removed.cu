/*---
section: I.3
clause: features.cxx17.bool-increment-removed
description: "Incrementing a bool in device code is rejected under C++17 (P0002R1)"
since: "11.0"
verdict: error
std: c++17
---*/
__global__ void kernel(int* out) {
  bool b = false;
  b++;  // expect-error
  *out = b ? 1 : 0;
}
