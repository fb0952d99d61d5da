/*---
section: I.4.20.3
clause: rvalue.move-forward-host-device
description: "With --no-host-device-move-forward, forwarding an lvalue with std::forward from device code is still a call to a __host__ function."
verdict: error
flags: ["--no-host-device-move-forward"]
requires:
  # The rule is conditioned on an nvcc flag (NVRTC spells it alike); clang has no equivalent
  # and would compile the default mode, where the guide allows the call.
  toolchains: [nvcc, nvrtc, checker]
---*/
#include <utility>
__device__ int sink(int &x) { return x; }
template <typename T>
__device__ int relay(T &&t) { return sink(std::forward<T>(t)); } // expect-error
__global__ void k(int *out) { int v = 1; *out = relay(v); }
