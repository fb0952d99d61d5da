/*---
section: I.3
clause: features.cxx17.register-removed
description: "register on a parameter of a __host__ __device__ function under -std=c++17"
verdict: error
std: c++17
---*/
__host__ __device__ float halve(register float x) { // expect-error
  return x * 0.5f;
}
