/*---
section: I.6.2
clause: xlambda.restriction-9
description: "An unnamed type template parameter of the enclosing function template breaks restriction 9"
verdict: error
flags: ["--extended-lambda"]
---*/
template <typename>
void bar(void) {
  auto lam1 = [] __device__ { return 10; }; // expect-error
}

void use(void) { bar<int>(); }
