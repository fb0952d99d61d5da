/*---
section: I.6
clause: xlambda.flag
description: "Without --extended-lambda, unannotated lambdas in host, device and host device functions still compile"
verdict: ok
---*/
void foo_host(void) { auto lam = [] { return 1; }; (void)lam; }
__device__ int foo_device(void) { auto lam = [] { return 2; }; return lam(); }
__host__ __device__ int foo_hd(void) { auto lam = [] { return 3; }; return lam(); }
