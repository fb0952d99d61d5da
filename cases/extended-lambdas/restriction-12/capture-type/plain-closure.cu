/*---
section: I.6.2
clause: xlambda.restriction-12.capture-type
description: "The closure type of an unannotated lambda is a local type: capturing such a lambda is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto plain = [] (int x) { return x + 1; };
  auto lam = [plain] __device__ { return plain(1); }; // expect-error
}
