/*---
section: I.6.2
clause: xlambda.restriction-12.init-capture
description: "Init-capture [x = a] is not supported for an extended __host__ __device__ lambda"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  int a = 1;
  auto lam = [x = a] __host__ __device__ { return 0; }; // expect-error
}
