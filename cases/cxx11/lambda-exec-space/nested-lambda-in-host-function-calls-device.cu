/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A lambda nested in a lambda of a __host__ function is __host__; its body cannot call a __device__ function."
verdict: error
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
int f(void) {
  auto outer = [] {
    auto inner = [] { return devfn(); }; // expect-error
    return inner();
  };
  return outer();
}
