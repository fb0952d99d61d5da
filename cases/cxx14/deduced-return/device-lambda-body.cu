/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "A lambda body inside a __global__ function is a device function body."
verdict: ok
std: c++14
---*/
__device__ auto fn1(int x) { return x; }
__global__ void k(int *out) {
  auto l = [] { decltype(fn1(1)) v = fn1(4); return v; };
  *out = l();
}
