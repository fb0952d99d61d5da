/*---
section: I.6.2
clause: xlambda.restriction-4
description: "An extended lambda in a private member function template is rejected when instantiated"
verdict: error
flags: ["--extended-lambda"]
---*/
class C0_t {
  template <typename T>
  void foo(T x) {
    auto lam = [x] __device__ { return x; }; // expect-error
  }
public:
  void bar(void) { foo(1); }
};
