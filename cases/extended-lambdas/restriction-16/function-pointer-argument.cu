/*---
section: I.6.2
clause: xlambda.restriction-16
description: "Restriction 16: passing an extended __device__ lambda to a host function taking a function pointer (no diagnostic required)"
verdict: ndr
flags: ["--extended-lambda"]
---*/
void take(int (*)(double)) { }

void foo(void) {
  auto lam_d = [] __device__ (double) { return 1; };
  take(lam_d); // expect-error
}
