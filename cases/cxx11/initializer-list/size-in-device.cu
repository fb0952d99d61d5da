/*---
section: I.4.20.2
clause: initlist.host-device
description: "std::initializer_list::size is implicitly __host__ __device__ and callable from a __device__ function."
verdict: ok
---*/
#include <initializer_list>
__device__ int count(std::initializer_list<int> in) { return (int)in.size(); }
__global__ void k(int *out) { *out = count({1, 2, 3}); }
