/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A generic lambda in a __device__ function is __device__."
verdict: ok
std: c++14
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
__device__ int f(void) {
  auto l = [](auto x) { return x + devfn(); };
  return l(1) + (int)l(2.0f);
}
