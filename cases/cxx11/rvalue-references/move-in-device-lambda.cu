/*---
section: I.4.20.3
clause: rvalue.move-forward-host-device
description: "std::move is callable from a lambda defined in a __global__ function by default."
verdict: ok
revisions:
  default: {}
  flag: {verdict: error, flags: ["--no-host-device-move-forward"], note: "With --no-host-device-move-forward, std::move cannot be called from a lambda in a __global__ function."}
---*/
#include <utility>
struct M {
  int v;
  __host__ __device__ M(int x) : v(x) { }
  __host__ __device__ M(M &&o) : v(o.v) { o.v = 0; }
};
__global__ void k(int *out) {
  auto l = [](M &a) { M b(std::move(a)); return b.v; }; // expect-error[flag]
  M a(5);
  *out = l(a);
}
