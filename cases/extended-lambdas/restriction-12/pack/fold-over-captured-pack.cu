/*---
section: I.6.2
clause: xlambda.restriction-12.pack-element
description: "A function parameter pack captured implicitly ([=] with a fold over it) is rejected"
verdict: error
std: c++17
flags: ["--extended-lambda"]
---*/
template <typename... T>
void foo(T... xs) {
  auto lam = [=] __device__ { return (xs + ...); }; // expect-error
}

void use(void) { foo(1, 2, 3); }
