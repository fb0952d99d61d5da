/*---
section: I.4.20.1
clause: lambda.exec-space-enclosing-function
description: "A lambda in a __host__ function is __host__; its body may call a __host__ function."
verdict: ok
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
void f1(void) {
  auto l1 = [] { return hostfn(); };      // __host__
  l1();
}
