/*---
section: I.4.20.9
clause: memspace.no-constexpr-managed-shared
description: "A __shared__ variable in a __global__ function cannot be constexpr."
verdict: error
---*/
__global__ void k(int *out) {
  constexpr __shared__ int s = 1; // expect-error
  *out = s;
}
