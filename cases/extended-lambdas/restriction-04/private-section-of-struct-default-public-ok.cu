/*---
section: I.6.2
clause: xlambda.restriction-4
description: "Members of a struct are public by default: an extended lambda in its member functions and nested struct is accepted"
verdict: ok
flags: ["--extended-lambda"]
---*/
struct C0_t {
  void foo(void) {
    auto lam = [] __device__ { return 10; };
  }
  struct S2_t {
    void foo(void) {
      auto lam = [] __device__ { return 10; };
    }
  };
};
