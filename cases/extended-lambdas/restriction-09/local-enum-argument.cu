/*---
section: I.6.2
clause: xlambda.restriction-9
description: "The enclosing function template instantiated with an enumeration local to a function: rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
template <typename T>
void bar4(T) {
  auto lam1 = [] __device__ { return 10; }; // expect-error
}

void use(void) {
  enum Local { A, B };
  bar4(A);
}
