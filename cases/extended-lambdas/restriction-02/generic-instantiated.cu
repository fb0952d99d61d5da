/*---
section: I.6.2
clause: xlambda.restriction-2
description: "An extended lambda in a generic lambda is rejected also when the generic lambda is called"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam1 = [] (auto x) {
    auto lam2 = [] __device__ { }; // expect-error
    return x;
  };
  lam1(1);
  lam1(2.0);
}
