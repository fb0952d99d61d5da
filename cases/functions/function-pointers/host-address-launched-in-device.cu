/*---
section: I.4.9.5
clause: function.global-address-cross-side
description: "A __global__ function address taken in host code and passed to a kernel, which launches through it: undefined."
verdict: ub
phase: run
flags: ["-rdc=true"]
requires: {rdc: true, features: [cdp]}
# The device jumps to whatever the host address holds: which fault the GPU reports depends on
# those bytes (an H100 gave IllegalAddress in one run and MisalignedAddress in the next, same binary).
witness: {program: {output: "(?m)^cudaError(IllegalAddress|MisalignedAddress|InvalidPc|IllegalInstruction|LaunchFailure) "}}
---*/
#include "cuconform.h"
__global__ void child(int *out) { *out = 14; }
__global__ void parent(void (*fp)(int *), int *out) {
  fp<<<1, 1>>>(out);
}
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  *out = 0;
  parent<<<1, 1>>>(child, out);
  cudaError_t e = cudaDeviceSynchronize();
  std::printf("%s %d\n", cudaGetErrorName(e), *out);
  return 0;
}
