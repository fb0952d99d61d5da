/*---
section: I.6.2
clause: xlambda.restriction-2
description: "An extended __device__ lambda defined within a generic lambda is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam1 = [] (auto x) {
    auto lam2 = [] __device__ { return 1; }; // expect-error
    return x;
  };
}
