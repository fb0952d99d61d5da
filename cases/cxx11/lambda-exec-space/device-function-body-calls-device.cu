/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A lambda in a __device__ function is __device__; its body may call a __device__ function."
verdict: ok
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
__device__ void f2(void) {
  auto l2 = [] { return devfn(); };      // __device__
  l2();
}
