/*---
section: I.4.20.3
clause: rvalue.move-forward-host-device
description: "With --no-host-device-move-forward, std::move cannot be called from a __global__ function."
verdict: error
flags: ["--no-host-device-move-forward"]
requires:
  # The rule is conditioned on an nvcc flag (NVRTC spells it alike); clang has no equivalent
  # and would compile the default mode, where the guide allows the call.
  toolchains: [nvcc, nvrtc, checker]
---*/
#include <utility>
struct M {
  int v;
  __host__ __device__ M(int x) : v(x) { }
  __host__ __device__ M(M &&o) : v(o.v) { o.v = 0; }
};
__global__ void k(int *out) {
  M a(3);
  M b(std::move(a)); // expect-error
  *out = b.v;
}
