/*---
section: B.1.2
clause: extensions.host-device-calls-device
description: "A __host__ __device__ function calling a __device__ function is rejected even though no code calls it."
verdict: error
requires: {toolchains: [nvcc, clang, checker]}
---*/
__device__ int lane() { return threadIdx.x % 32; }
__host__ __device__ int slot(int base) {
  return base + lane(); // expect-error
}
