/*---
section: I.4.9.6
clause: global.no-recursion
description: "A __global__ function reached again through a __device__ function it calls is rejected."
verdict: error
---*/
__global__ void kern(int n);
__device__ void helper(int n) {
  kern(n - 1); // expect-error
}
__global__ void kern(int n) {
  if (n > 0)
    helper(n);
}
