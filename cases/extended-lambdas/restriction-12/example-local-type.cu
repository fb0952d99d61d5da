/*---
section: I.6.2
clause: xlambda.restriction-12
description: "Restriction 12 example, lam6: capturing a variable of a function-local class type is rejected"
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
  // Error: a type local to a function cannot be used in the type
  // of a captured variable.
  auto lam6 = [s1] __device__ () { }; // expect-error
  std::initializer_list<int> b = {11,22,33};
  int yyy = 4;

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
