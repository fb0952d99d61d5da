/*---
section: I.1
clause: features.cxx11.integer-literal-too-large
description: "A 69-bit octal literal in a __host__ __device__ function: no integer type can represent it"
verdict: error
std: c++11
---*/
__host__ __device__ unsigned long long big() {
  return 07777777777777777777777; // expect-error
}
