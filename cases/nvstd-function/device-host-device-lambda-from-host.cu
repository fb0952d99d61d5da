/*---
section: I.5
clause: nvfunction.device-no-host-target
description: "An instance in device code may hold an extended __host__ __device__ lambda passed into a kernel."
verdict: ok
flags: ["--extended-lambda"]
requires:
  features: ["nvfunctional"]
---*/
#include <nvfunctional>
template <typename L>
__global__ void k(L l, int *out) {
  nvstd::function<int(int)> fn = l;
  *out = fn(5);
}
void h(int *out) {
  k<<<1,1>>>([] __host__ __device__ (int x) { return x * 2; }, out);
}
