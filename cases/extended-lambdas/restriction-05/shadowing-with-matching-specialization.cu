/*---
section: I.6.2
clause: xlambda.restriction-5
description: "When the typedef names a type whose specialization also has test(), the injected address silently names the wrong routine"
verdict: error
flags: ["--extended-lambda"]
note: "A<long>::test exists, so the host compiler may accept the wrong address; the restriction is still broken (the enclosing routine A<int>::test is not named)."
---*/
template <typename> struct A {
  typedef long Bar;
  void test();
};

template <typename Bar>
void A<Bar>::test() {
  auto lam1 = [] __host__ __device__ { return 4; }; // expect-error
}

void use(void) {
  A<int> xxx;
  xxx.test();
}
