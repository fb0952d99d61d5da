/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A lambda nested in a lambda of a __device__ function is __device__ (its innermost enclosing function is the outer __device__ operator())."
verdict: ok
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
__device__ int f(void) {
  auto outer = [] {
    auto inner = [] { return devfn(); };
    return inner();
  };
  return outer();
}
