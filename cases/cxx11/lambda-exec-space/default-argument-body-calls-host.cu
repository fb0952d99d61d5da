/*---
section: I.4.20.1
clause: lambda.exec-space-no-enclosing-function
description: "A lambda in a default argument of a __device__ function is __host__: its body may call a __host__ function."
verdict: ok
note: "The default argument is never used, so the __host__ closure never reaches device code."
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
__device__ void f4(int (*fp)() = [] { return hostfn(); } /* __host__ */) {
}
__device__ void c4(int (*fp)()) { f4(fp); }
