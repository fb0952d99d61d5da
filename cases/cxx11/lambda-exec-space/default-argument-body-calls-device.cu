/*---
section: I.4.20.1
clause: lambda.exec-space-no-enclosing-function
description: "A lambda in a default argument of a __device__ function has no enclosing function scope and is __host__: its body cannot call a __device__ function."
verdict: error
---*/
int hostfn() { return 1; }
__device__ int devfn() { return 1; }
__device__ void f4(int (*fp)() = [] { return devfn(); } /* __host__ */) { // expect-error
}
