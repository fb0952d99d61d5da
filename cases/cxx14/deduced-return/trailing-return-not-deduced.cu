/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "A __device__ function declared auto with a trailing return type does not have a deduced return type."
verdict: ok
std: c++14
note: "Its return type is named in host code (unevaluated); the function is neither called nor has its address taken there, which I.4.9.5 forbids for a __device__ function."
---*/
__device__ auto fn3(int x) -> int { return x; }
decltype(fn3(1)) g1 = 0;
void host_fn() { decltype(fn3(1)) v = 0; (void)v; }
