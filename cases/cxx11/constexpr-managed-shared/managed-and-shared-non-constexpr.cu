/*---
section: I.4.20.9
clause: memspace.no-constexpr-managed-shared
description: "Non-constexpr __managed__ and __shared__ variables (and a constexpr local) are allowed."
verdict: ok
---*/
__managed__ int m = 1;
__global__ void k(int *out) {
  __shared__ int s;
  constexpr int c = 4;
  s = c + m;
  __syncthreads();
  *out = s;
}
