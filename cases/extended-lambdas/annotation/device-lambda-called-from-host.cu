/*---
section: I.6
clause: xlambda.annotation-scope
description: "The operator() of an extended __device__ lambda is __device__: calling it from the enclosing __host__ function is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
int foo(void) {
  auto lam = [] __device__ { return 1; };
  return lam(); // expect-error
}
