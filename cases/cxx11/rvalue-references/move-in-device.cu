/*---
section: I.4.20.3
clause: rvalue.move-forward-host-device
description: "std::move is implicitly __host__ __device__ and callable from a __device__ function."
verdict: ok
---*/
#include <utility>
struct M {
  int v;
  __host__ __device__ M(int x) : v(x) { }
  __host__ __device__ M(M &&o) : v(o.v) { o.v = 0; }
};
__device__ int f(M &a) { M b(std::move(a)); return b.v; }
