/*---
section: I.6.2
clause: xlambda.restriction-12.if-constexpr-capture
description: "An if-constexpr nested in an ordinary if inside the lambda is still an if-constexpr context"
verdict: error
std: c++17
flags: ["--extended-lambda"]
---*/
void foo(void) {
  int yyy = 4;

  auto lam = [=] __device__ (int n) {
    int result = 0;
    if (n > 0) {
      if constexpr(false) {
        result += yyy; // expect-error
      }
    }
    return result;
  };
}
