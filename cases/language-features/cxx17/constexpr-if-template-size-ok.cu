/*---
section: I.3
clause: features.cxx17.constexpr-if-constant-condition
description: "if constexpr on sizeof(T) in a __device__ function template"
verdict: ok
std: c++17
---*/
template <typename T> __device__ int lanes(T) {
  if constexpr (sizeof(T) == 8) {
    return 2;
  } else {
    return 1;
  }
}
__global__ void kern(int *p) { *p = lanes(1.0) + lanes(1.0f); }
