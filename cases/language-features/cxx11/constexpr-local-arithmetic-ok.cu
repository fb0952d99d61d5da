/*---
section: I.1
clause: features.cxx11.constexpr-requires-constant
description: "A constexpr local initialized by constant arithmetic and used as an array bound in a kernel"
verdict: ok
std: c++11
---*/
__global__ void kern(int *p) {
  constexpr int n = 4 * 8;
  int buf[n];
  buf[0] = n;
  *p = buf[0];
}
