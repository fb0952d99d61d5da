/*---
section: I.6.2
clause: xlambda.restriction-12.pack-element
description: "A pack of one element is still a pack: capturing it is rejected"
verdict: error
std: c++17
flags: ["--extended-lambda"]
---*/
template <typename... T>
void foo(T... xs) {
  auto lam = [=] __device__ { return (xs + ... + 0); }; // expect-error
}

void use(void) { foo(42); }
