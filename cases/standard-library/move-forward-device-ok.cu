/*---
section: I.4.8
clause: stdlib.host-only
description: "std::move and std::forward in device code are specified otherwise (I.4.20.3) and allowed."
verdict: ok
std: c++17
---*/
#include <utility>

struct Big { int v[4]; };

template <typename T>
__device__ T pass(T &&x) { return std::forward<T>(x); }

__global__ void kern(int *out)
{
  Big a = {{1, 2, 3, 4}};
  Big b = std::move(a);
  *out = pass(b.v[3]);
}
