/*---
section: I.4.20.1
clause: lambda.exec-space-no-enclosing-function
description: "A namespace-scope lambda is __host__, so its body may call a __host__ function."
verdict: ok
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
auto globalVar = [] { return hostfn(); }; // __host__
int use() { return globalVar(); }
