/*---
section: I.6.2
clause: xlambda.restriction-12
description: "Restriction 12 example, lam9: first implicit capture of yyy inside an if-constexpr block is rejected"
verdict: error
std: c++17
flags: ["--extended-lambda"]
tags: [example]
---*/
#include <initializer_list>

void foo(void) {
  // OK: an init-capture is allowed for an
  // extended __device__ lambda.
  auto lam1 = [x = 1] __device__ () { return x; };
  int a = 1;
  struct S1_t { };
  S1_t s1;
  std::initializer_list<int> b = {11,22,33};
  // Error scenario (lam9) and supported scenarios (lam10, lam11)
  // for capture within 'if-constexpr' block
  int yyy = 4;
  auto lam9 = [=] __device__ {
    int result = 0;
    if constexpr(false) {
      //Error: An extended __device__ lambda cannot first-capture
      //      'yyy' in constexpr-if context
      result += yyy; // expect-error
    }
    return result;
  };

  auto lam10 = [yyy] __device__ {
    int result = 0;
    if constexpr(false) {
      //OK: 'yyy' already listed in explicit capture list for the extended lambda
      result += yyy;
    }
    return result;
  };

  auto lam11 = [=] __device__ {
    int result = yyy;
    if constexpr(false) {
      //OK: 'yyy' already implicit captured outside the 'if-constexpr' block
      result += yyy;
    }
    return result;
  };
}
