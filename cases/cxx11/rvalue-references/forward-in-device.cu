/*---
section: I.4.20.3
clause: rvalue.move-forward-host-device
description: "std::forward is implicitly __host__ __device__ and callable from a __device__ function template."
verdict: ok
---*/
#include <utility>
struct M {
  int v;
  __host__ __device__ M(int x) : v(x) { }
  __host__ __device__ M(M &&o) : v(o.v) { o.v = 0; }
};
__device__ int sink(M m) { return m.v; }
template <typename T>
__device__ int relay(T &&t) { return sink(std::forward<T>(t)); }
__global__ void k(int *out) { *out = relay(M(4)); }
