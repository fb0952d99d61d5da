/*---
section: I.4.20.3
clause: rvalue.move-forward-host-device
description: "std::move is implicitly __host__ __device__ and callable from a __device__ function."
verdict: ok
revisions:
  default: {}
  flag-relaxed-constexpr: {std: "c++14", flags: ["--no-host-device-move-forward", "--expt-relaxed-constexpr"], note: "With --no-host-device-move-forward, std::move is a __host__ constexpr function, which --expt-relaxed-constexpr lets device code call. std::move and std::forward are constexpr since C++14 (I.4.20.4)."}
---*/
#include <utility>
struct M {
  int v;
  __host__ __device__ M(int x) : v(x) { }
  __host__ __device__ M(M &&o) : v(o.v) { o.v = 0; }
};
__device__ int f(M &a) { M b(std::move(a)); return b.v; }
