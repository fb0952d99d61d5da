/*---
section: I.1
clause: features.cxx11.null-pointer-constant-not-integer
description: "nullptr initializes a pointer and is compared with one in a kernel"
verdict: ok
std: c++11
---*/
__global__ void kern(int *p) {
  int *q = nullptr;
  if (p != nullptr && q == nullptr) *p = 1;
}
