/*---
section: I.6.2
clause: xlambda.restriction-12.pack-element
description: "Capturing a function parameter pack explicitly ([xs...]) is rejected"
verdict: error
std: c++17
flags: ["--extended-lambda"]
---*/
template <typename... T>
int sum(T... xs) { return (0 + ... + xs); }

template <typename... T>
void foo(T... xs) {
  auto lam = [xs...] __device__ { return sum(xs...); }; // expect-error
}

void use(void) { foo(1, 2); }
