/*---
section: I.6.2
clause: xlambda.restriction-14
description: "decltype of a call to an extended __device__ lambda in host code (no diagnostic required)"
verdict: ndr
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam1 = [] __device__ { return 10; };
  decltype(lam1()) xx1 = 1; // expect-error
  (void)xx1;
}
