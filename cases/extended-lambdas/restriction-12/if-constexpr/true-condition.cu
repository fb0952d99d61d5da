/*---
section: I.6.2
clause: xlambda.restriction-12.if-constexpr-capture
description: "The rule does not depend on the condition: first capture in an if constexpr(true) block is rejected too"
verdict: error
std: c++17
flags: ["--extended-lambda"]
---*/
void foo(void) {
  int yyy = 4;

  auto lam = [=] __device__ {
    int result = 0;
    if constexpr(true) {
      result += yyy; // expect-error
    }
    return result;
  };
}
