/*---
section: I.6.2
clause: xlambda.restriction-5
description: "A member alias-declaration (using Bar = void) shadowing the template parameter has the same effect as the typedef"
verdict: error
flags: ["--extended-lambda"]
---*/
template <typename> struct A {
  using Bar = void;
  void test();
};

template<> struct A<void> { };

template <typename Bar>
void A<Bar>::test() {
  auto lam1 = [] __device__ { return 4; }; // expect-error
}

void use(void) {
  A<int> xxx;
  xxx.test();
}
