/*---
section: I.6.2
clause: xlambda.restriction-2
description: "A generic lambda with an auto&& parameter cannot contain an extended lambda"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam1 = [] (auto &&x) {
    auto lam2 = [] __device__ { }; // expect-error
  };
}
