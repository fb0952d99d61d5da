/*---
section: I.2
clause: features.cxx14.relaxed-constexpr-no-undefined-behavior
description: "Signed overflow during constant evaluation of a C++14 constexpr __device__ function is rejected"
since: "9.0"
verdict: error
std: c++14
note: "[expr.const]: an operation with undefined behaviour is not a core constant expression, so the constexpr variable is ill-formed."
---*/
__device__ constexpr int add_to_max(int n) {
  int s = 2147483647;
  s += n;
  return s;
}

__global__ void kernel(int* out) {
  constexpr int k = add_to_max(1);  // expect-error
  *out = k;
}
