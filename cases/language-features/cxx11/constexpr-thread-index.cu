/*---
section: I.1
clause: features.cxx11.constexpr-requires-constant
description: "A constexpr local initialized from threadIdx.x in a kernel (not a constant expression)"
verdict: error
std: c++11
---*/
__global__ void kern(int *p) {
  constexpr unsigned t = threadIdx.x; // expect-error
  p[t] = 1;
}
