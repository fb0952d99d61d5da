/*---
section: I.6.2
clause: xlambda.restriction-2
description: "A variadic generic lambda (auto...) cannot contain an extended lambda"
verdict: error
flags: ["--extended-lambda"]
---*/
void foo(void) {
  auto lam1 = [] (auto... xs) {
    auto lam2 = [] __host__ __device__ { }; // expect-error
  };
}
