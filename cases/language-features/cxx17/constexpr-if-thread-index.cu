/*---
section: I.3
clause: features.cxx17.constexpr-if-constant-condition
description: "if constexpr on threadIdx.x in a kernel"
verdict: error
std: c++17
---*/
__global__ void kern(int *p) {
  if constexpr (threadIdx.x == 0) { // expect-error
    *p = 1;
  }
}
