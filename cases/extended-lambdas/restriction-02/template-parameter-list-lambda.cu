/*---
section: I.6.2
clause: xlambda.restriction-2
description: "A C++20 lambda with a template parameter list is a generic lambda: it cannot contain an extended lambda"
verdict: error
std: c++20
flags: ["--extended-lambda"]
note: "C++20 [expr.prim.lambda]: a lambda with a template-parameter-list is a generic lambda."
---*/
void foo(void) {
  auto lam1 = [] <typename T> (T x) {
    auto lam2 = [] __device__ { }; // expect-error
    return x;
  };
}
