/*---
section: I.6.2
clause: xlambda.restriction-5
description: "The same member defined inside the class template, where no out-of-class template parameter is shadowed, is accepted"
verdict: ok
flags: ["--extended-lambda"]
---*/
template <typename T> struct A {
  typedef void Bar;
  void test() {
    auto lam1 = [] __host__ __device__ { return 4; };
  }
};

void use(void) {
  A<int> xxx;
  xxx.test();
}
