/*---
section: I.6.2
clause: xlambda.restriction-12.not-consteval
description: "An extended __host__ __device__ lambda declared consteval is rejected"
verdict: error
std: c++20
flags: ["--extended-lambda"]
---*/
int foo(void) {
  auto lam = [] __host__ __device__ (int x) consteval { return x + 1; }; // expect-error
  return 0;
}
