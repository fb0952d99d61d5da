/*---
section: I.6.2
clause: xlambda.restriction-16
description: "Restriction 16: static_cast of an extended __device__ lambda to a function pointer in host code (no diagnostic required)"
verdict: ndr
flags: ["--extended-lambda"]
---*/
void take(int (*)(double)) { }

void foo(void) {
  auto lam_d = [] __device__ (double) { return 1; };
  auto fp2 = static_cast<int (*)(double)>(lam_d); // expect-error
}
