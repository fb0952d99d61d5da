/*---
section: I.6.2
clause: xlambda.restriction-12.if-constexpr-capture
description: "An init-captured name used in an if-constexpr block is not an implicit capture: accepted"
verdict: ok
std: c++17
flags: ["--extended-lambda"]
---*/
void foo(void) {
  int yyy = 4;

  auto lam = [y = yyy] __device__ {
    int result = 0;
    if constexpr(false) {
      result += y;
    }
    return result;
  };
}
