/*---
section: I.6.2
clause: xlambda.restriction-9
description: "An instantiation argument that is a class template specialization over a local type is rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
template <typename T> struct Wrap { T v; };

template <typename T>
void bar4(T) {
  auto lam1 = [] __device__ { return 10; }; // expect-error
}

void use(void) {
  struct Local { };
  bar4(Wrap<Local>{});
}
