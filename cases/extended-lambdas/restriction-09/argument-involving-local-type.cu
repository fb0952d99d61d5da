/*---
section: I.6.2
clause: xlambda.restriction-9
description: "An instantiation argument that merely involves a local type (pointer to it) is also rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
template <typename T>
void bar4(T) {
  auto lam1 = [] __device__ { return 10; }; // expect-error
}

void use(void) {
  struct Local { int v; };
  Local l{1};
  bar4(&l);
}
