/*---
section: I.6.2
clause: xlambda.restriction-2
description: "An extended lambda in a plain lambda nested in a generic lambda is still defined within the generic lambda"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam1 = [] (auto) {
    auto plain = [] {
      auto lam2 = [] __device__ { }; // expect-error
    };
  };
}
