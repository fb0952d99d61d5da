/*---
section: I.1
clause: features.cxx11.auto-storage-class-removed
description: "auto used as a storage-class specifier (C++03 style) in device code is rejected under C++11"
since: "7.0"
verdict: error
std: c++11
---*/
__global__ void kernel(int* out, int x) {
  auto int i = x * 2;  // expect-error
  *out = i;
}
