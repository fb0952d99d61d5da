/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "A namespace-scope host pointer initialized with the address of a __device__ function with deduced return type."
verdict: error
std: c++14
---*/
__device__ auto fn1(int x) { return x; }
auto p = &fn1; // expect-error
