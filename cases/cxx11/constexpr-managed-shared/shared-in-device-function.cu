/*---
section: I.4.20.9
clause: memspace.no-constexpr-managed-shared
description: "A __shared__ variable in a __device__ function cannot be constexpr."
verdict: error
---*/
__device__ int f(void) {
  constexpr __shared__ int s = 3; // expect-error
  return s;
}
