/*---
section: I.6.2
clause: xlambda.restriction-12.init-capture
description: "Init-capture [s = static_cast<S&&>(s0)] is not supported for an extended __host__ __device__ lambda"
verdict: error
flags: ["--extended-lambda"]
---*/
struct S { int v; };

void foo(void) {
  int a = 1;
  S s0{1};
  auto lam = [s = static_cast<S&&>(s0)] __host__ __device__ { return 0; }; // expect-error
}
