/*---
section: B.2.1
clause: extensions.memspace-at-most-one
description: "__constant__ and __shared__ on one variable are rejected, at namespace scope and in a kernel."
verdict: error
---*/
__constant__ __shared__ int table[4]; // expect-error
__global__ void k(int *out) {
  __shared__ __constant__ int tile[32]; // expect-error
  out[0] = tile[0] + table[0];
}
