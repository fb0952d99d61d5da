/*---
section: I.6.2
clause: xlambda.restriction-12.if-constexpr-capture
description: "A capture after the if-constexpr block does not count: the variable must be captured earlier"
verdict: error
std: c++17
flags: ["--extended-lambda"]
note: "'Unless it has already been implicitly captured earlier outside the if-constexpr block': a later capture is not earlier."
---*/
void foo(void) {
  int yyy = 4;

  auto lam = [=] __device__ {
    int result = 0;
    if constexpr(false) {
      result += yyy; // expect-error
    }
    result += yyy;
    return result;
  };
}
