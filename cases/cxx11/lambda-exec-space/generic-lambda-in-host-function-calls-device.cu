/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A generic lambda in a __host__ function is __host__; its body cannot call a __device__ function."
verdict: error
std: c++14
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
int f(void) {
  auto l = [](auto x) { return x + devfn(); }; // expect-error
  return l(1);
}
