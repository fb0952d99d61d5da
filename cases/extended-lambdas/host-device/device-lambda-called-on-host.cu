/*---
section: I.6.3
clause: xlambda.host-device-lambda
description: "Calling an extended __device__ lambda directly in its enclosing host function is rejected (I.6.3 contrast)"
verdict: error
flags: ["--extended-lambda"]
---*/
int test(void) {
  int k = 6;
  auto lam = [k] __device__ (int v) { return k * v; };
  return lam(7); // expect-error
}
