/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "__device__ and __global__ function bodies may call and introspect __device__ functions with deduced return types."
verdict: ok
std: c++14
---*/
__device__ auto fn1(int x) { return x; }
__device__ decltype(auto) fn2(int x) { return x * 2; }
__device__ auto twice(int x) { return fn1(x) + fn2(x); }
__global__ void k(int *out) {
  decltype(fn2(1)) v = twice(3);
  auto p = &fn1;
  *out = v + p(1);
}
