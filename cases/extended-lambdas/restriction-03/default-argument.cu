/*---
section: I.6.2
clause: xlambda.restriction-3
description: "A lambda in a default argument is not in the function's block scope: an extended lambda inside it is rejected"
verdict: error
flags: ["--extended-lambda"]
note: "A default argument is not part of the function body, so the outermost lambda is not in a function's block scope."
---*/
void foo(int x = [] {
  auto lam2 = [] __device__ { return 1; }; // expect-error
  return 0;
}()) { }
