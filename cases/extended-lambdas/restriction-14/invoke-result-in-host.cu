/*---
section: I.6.2
clause: xlambda.restriction-14
description: "std::invoke_result_t on an extended __device__ lambda in host code (no diagnostic required)"
verdict: ndr
std: c++17
flags: ["--extended-lambda"]
---*/
#include <type_traits>

void foo(void) {
  auto lam1 = [] __device__ (int x) { return x * 2.0; };
  std::invoke_result_t<decltype(lam1), int> xx1 = 1; // expect-error
  (void)xx1;
}
