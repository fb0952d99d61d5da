/*---
section: I.4.20.3
clause: rvalue.move-forward-host-device
description: "std::forward is implicitly __host__ __device__ and callable from a __device__ function template."
verdict: ok
revisions:
  default: {}
  flag: {verdict: error, flags: ["--no-host-device-move-forward"], note: "With --no-host-device-move-forward, std::forward cannot be called from a __device__ function template. The call is in the template; the diagnostic is expected there (instantiated from k)."}
---*/
#include <utility>
struct M {
  int v;
  __host__ __device__ M(int x) : v(x) { }
  __host__ __device__ M(M &&o) : v(o.v) { o.v = 0; }
};
__device__ int sink(M m) { return m.v; }
template <typename T>
__device__ int relay(T &&t) { return sink(std::forward<T>(t)); } // expect-error[flag]
__global__ void k(int *out) { *out = relay(M(4)); }
