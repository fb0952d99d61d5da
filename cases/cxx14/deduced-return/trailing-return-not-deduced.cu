/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "A __device__ function declared auto with a trailing return type does not have a deduced return type."
verdict: ok
std: c++14
note: "Only the address is taken in host code; the function is never called there."
---*/
__device__ auto fn3(int x) -> int { return x; }
decltype(fn3(1)) g1 = 0;
void host_fn() { int (*p)(int) = fn3; (void)p; }
