/*---
section: I.6.2
clause: xlambda.restriction-12.if-constexpr-capture
description: "First implicit capture inside an ordinary (not constexpr) if is accepted"
verdict: ok
std: c++17
flags: ["--extended-lambda"]
---*/
void foo(void) {
  int yyy = 4;

  auto lam = [=] __device__ {
    int result = 0;
    if (false) {
      result += yyy;
    }
    return result;
  };
}
