/*---
section: I.3
clause: features.cxx17.constexpr-if-constant-condition
description: "if constexpr on a runtime parameter of a __device__ function"
verdict: error
std: c++17
---*/
__device__ int sign(int n) {
  if constexpr (n > 0) { // expect-error
    return 1;
  }
  return -1;
}
