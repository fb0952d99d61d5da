/*---
section: "D.3.1"
clause: dp.exec.launch-target-global
description: "An execution configuration on a call of a __device__ function inside a kernel is ill-formed."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__device__ void not_a_kernel(int *out) { *out = 1; }

__global__ void parent(int *out) {
    not_a_kernel<<<1, 1>>>(out); // expect-error
}
