/*---
section: I.6.2
clause: xlambda.restriction-12.init-capture
description: "A plain by-value capture (not an init-capture) in an extended __host__ __device__ lambda is accepted"
verdict: ok
flags: ["--extended-lambda"]
---*/
void foo(void) {
  int a = 1;
  auto lam = [a] __host__ __device__ { return a; };
  (void)lam();
}
