/*---
section: I.6.2
clause: xlambda.restriction-9
description: "The enclosing function template instantiated with a protected member class: rejected"
verdict: error
flags: ["--extended-lambda"]
---*/
template <typename T>
void bar4(void) {
  auto lam1 = [] __device__ { return 10; }; // expect-error
}

class C1_t {
protected:
  struct S1_t { };
public:
  static void run(void) { bar4<S1_t>(); }
};
