/*---
section: I.6.2
clause: xlambda.restriction-9
description: "The common SFINAE form template <typename T, typename = void> leaves a parameter unnamed: rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
template <typename T, typename = void>
void bar(T x) {
  auto lam1 = [x] __device__ { return x; }; // expect-error
}

void use(void) { bar(1); }
