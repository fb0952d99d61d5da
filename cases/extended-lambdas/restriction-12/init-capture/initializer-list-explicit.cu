/*---
section: I.6.2
clause: xlambda.restriction-12.init-capture
description: "An init-capture initialized from an explicit std::initializer_list<int> temporary is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
#include <initializer_list>

void foo(void) {
  auto lam = [x = std::initializer_list<int>{1, 2}] __device__ () { return 0; }; // expect-error
}
