/*---
section: I.6.2
clause: xlambda.restriction-12.by-value
description: "A capture-default & in an extended __device__ lambda that odr-uses no variable captures nothing, so nothing is captured by reference"
verdict: ok
flags: ["--extended-lambda"]
note: "Reading: restriction 12 constrains captured variables; a capture-default that captures no variable captures none by reference."
---*/
void foo(void) {
  auto lam = [&] __device__ { return 1; };
  (void)lam;
}
