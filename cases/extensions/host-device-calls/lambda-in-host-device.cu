/*---
section: B.1.2
clause: extensions.host-device-calls-device
description: "A plain lambda in a __host__ __device__ function has that function's execution space: its call to a __device__ function is rejected."
verdict: error
requires: {toolchains: [nvcc, clang, checker]}
---*/
__device__ int dscale(int x) { return 4 * x; }
__host__ __device__ int apply(int v) {
  auto f = [](int y) { return dscale(y); }; // expect-error
  return f(v);
}
