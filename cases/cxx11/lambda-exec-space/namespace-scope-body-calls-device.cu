/*---
section: I.4.20.1
clause: lambda.exec-space-no-enclosing-function
description: "A namespace-scope lambda is __host__; its body cannot call a __device__ function."
verdict: error
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
auto globalVar = [] { return devfn(); }; // __host__ // expect-error
int use() { return globalVar(); }
