/*---
section: I.3
clause: features.cxx17.constexpr-if-constant-condition
description: "if constexpr on a constexpr local in a kernel"
verdict: ok
std: c++17
---*/
__global__ void kern(int *p) {
  constexpr int mode = 3;
  if constexpr (mode > 2) {
    *p = 1;
  }
}
