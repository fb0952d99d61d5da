/*---
section: I.6.2
clause: xlambda.restriction-12.pack-element
description: "sizeof...(xs) does not capture the pack: an extended lambda using it is accepted"
verdict: ok
flags: ["--extended-lambda"]
---*/
template <typename... T>
void foo(T... xs) {
  auto lam = [=] __device__ { return (int)sizeof...(xs); };
  (void)lam;
}

void use(void) { foo(1, 2, 3); }
