/*---
section: I.6.2
clause: xlambda.restriction-12.if-constexpr-capture
description: "First implicit capture in the else branch of an if-constexpr is rejected"
verdict: error
std: c++17
flags: ["--extended-lambda"]
---*/
void foo(void) {
  int yyy = 4;

  auto lam = [=] __device__ {
    int result = 0;
    if constexpr(sizeof(int) == 4) {
      result = 1;
    } else {
      result += yyy; // expect-error
    }
    return result;
  };
}
