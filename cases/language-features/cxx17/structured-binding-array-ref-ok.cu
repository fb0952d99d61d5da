/*---
section: I.3
clause: features.cxx17.structured-bindings-count
description: "Structured binding by reference to a three-element array in a __host__ __device__ function"
verdict: ok
std: c++17
---*/
__host__ __device__ float dot3(float (&v)[3], const float (&w)[3]) {
  auto &[x, y, z] = v;
  return x * w[0] + y * w[1] + z * w[2];
}
