/*---
section: I.4.20.3
clause: rvalue.move-forward-host-device
description: "With --no-host-device-move-forward, std::move is a __host__ constexpr function, which --expt-relaxed-constexpr lets device code call."
verdict: ok
std: c++14
flags: ["--no-host-device-move-forward", "--expt-relaxed-constexpr"]
note: "std::move and std::forward are constexpr since C++14 (I.4.20.4)."
---*/
#include <utility>
struct M {
  int v;
  __host__ __device__ M(int x) : v(x) { }
  __host__ __device__ M(M &&o) : v(o.v) { o.v = 0; }
};
__device__ int f(M &a) { M b(std::move(a)); return b.v; }
