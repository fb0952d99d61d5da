/*---
section: I.1
clause: features.cxx11.null-pointer-constant-not-integer
description: "Copy-initialization of an int from nullptr in a kernel"
verdict: error
std: c++11
---*/
__global__ void kern(int *p) {
  int i = nullptr; // expect-error
  *p = i;
}
