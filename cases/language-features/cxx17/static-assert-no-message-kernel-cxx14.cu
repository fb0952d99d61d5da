/*---
section: I.3
clause: features.cxx17.static-assert-message-optional
description: "static_assert without a message in a kernel under -std=c++14"
verdict: error
std: c++14
---*/
__global__ void kern(int *p) {
  static_assert(sizeof(int) == 4); // expect-error
  *p = 4;
}
