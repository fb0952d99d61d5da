/*---
section: I.6
clause: xlambda.flag
description: "Without --extended-lambda, an explicit execution space annotation on a lambda ([] __device__ { } in __device__ void foo(void)) is rejected"
verdict: error
note: "'The nvcc flag --extended-lambda allows explicit execution space annotations in a lambda expression': read as 'without it, they are not allowed', in any function."
---*/
__device__ void foo(void) {
  auto lam = [] __device__ { }; // expect-error
  (void)lam;
}
