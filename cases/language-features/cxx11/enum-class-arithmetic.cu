/*---
section: I.1
clause: features.cxx11.strongly-typed-enums-no-implicit-conversion
description: "Adding an int to a scoped enumerator in a __device__ function (no integral promotion)"
verdict: error
std: c++11
---*/
enum class Level { Low, High };
__device__ int next(Level l) {
  return l + 1; // expect-error
}
