/*---
section: I.6.2
clause: xlambda.restriction-4
description: "An extended lambda in a public member function of a named class is accepted"
verdict: ok
flags: ["--extended-lambda"]
---*/
class C0_t {
public:
  void foo(void) {
    auto lam = [] __device__ { return 10; };
  }
  static void bar(void) {
    auto lam = [] __host__ __device__ { return 11; };
  }
  struct S2_t {
    void foo(void) {
      auto lam = [] __device__ { return 12; };
    }
  };
};
