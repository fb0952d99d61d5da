/*---
section: I.4.20.3
clause: rvalue.move-forward-host-device
description: "With --no-host-device-move-forward, host code still calls std::move and std::forward."
verdict: ok
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
template <typename T>
int relay(T &&t) { M m(std::forward<T>(t)); return m.v; }
int h() { M a(1); M b(std::move(a)); return b.v + relay(M(2)); }
