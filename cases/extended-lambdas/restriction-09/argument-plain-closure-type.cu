/*---
section: I.6.2
clause: xlambda.restriction-9
description: "The closure type of an unannotated lambda is a local type: instantiating the enclosing function with it is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
template <typename F>
void bar4(F f) {
  auto lam1 = [] __device__ { return 10; }; // expect-error
}

void use(void) {
  bar4([] { return 1; });
}
