/*---
section: I.6.2
clause: xlambda.restriction-8
description: "A __host__ __device__ extended lambda with concrete parameter types is accepted"
verdict: ok
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam1 = [] __host__ __device__ (int i) { return i; };
  auto lam2 = [] __host__ __device__ (int a, double b) { return a + b; };
  (void)lam1(1); (void)lam2(1, 2.0);
}
