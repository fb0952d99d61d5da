/*---
section: I.6
clause: xlambda.annotation-position
description: "Execution space annotations between the lambda-introducer and the lambda-declarator are accepted"
verdict: ok
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam1 = [] __device__ (int x) { return x; };
  auto lam2 = [] __host__ __device__ (int x) -> int { return x; };
  int v = 0;
  auto lam3 = [v] __device__ () mutable { return ++v; };
  auto lam4 = [=] __device__ { return v; };
  (void)lam1; (void)lam2; (void)lam3; (void)lam4;
}
