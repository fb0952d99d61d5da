/*---
section: I.6.2
clause: xlambda.restriction-12.init-capture
description: "An init-capture deducing std::initializer_list<int> from {1, 2, 3} is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
#include <initializer_list>

void foo(void) {
  auto lam = [x = {1, 2, 3}] __device__ () { return 0; }; // expect-error
}
