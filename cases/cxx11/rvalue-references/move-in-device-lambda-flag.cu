/*---
section: I.4.20.3
clause: rvalue.move-forward-host-device
description: "With --no-host-device-move-forward, std::move cannot be called from a lambda in a __global__ function."
verdict: error
flags: ["--no-host-device-move-forward"]
---*/
#include <utility>
struct M {
  int v;
  __host__ __device__ M(int x) : v(x) { }
  __host__ __device__ M(M &&o) : v(o.v) { o.v = 0; }
};
__global__ void k(int *out) {
  auto l = [](M &a) { M b(std::move(a)); return b.v; }; // expect-error
  M a(5);
  *out = l(a);
}
